import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import type { AppLinkProps, NavigationAdapter } from '../lib/navigation';
import { LandingTree } from './landing-tree';

/**
 * Markup the build writes into the HTML pages (web/vite.config.ts), so the browser paints something
 * meaningful before any JavaScript has run: on a mobile connection the largest content must be painted
 * within 2 s.
 */

/** Plain links: the markup landing-boot's links hydrate (their click handlers are not markup). */
function PrerenderedLink({ to, state: _state, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

const prerenderNavigation: NavigationAdapter = {
  Link: PrerenderedLink,
  // A first visit carries no navigation state.
  useCarriedState: () => undefined,
};

/**
 * The landing page, for dist/landing.html, which the server sends for `/` to visitors without a session;
 * landing-boot hydrates it.
 */
export function renderLandingMarkup(): string {
  return renderToString(<LandingTree navigation={prerenderNavigation} />);
}

/**
 * The loading screen every app page shows first (the route gate's, while the session and the page's code
 * load), for index.html. Static markup: the app's first render replaces it with the same screen.
 */
export function renderLoadingMarkup(): string {
  return renderToStaticMarkup(<LoadingScreen />);
}
