import { renderToString } from 'react-dom/server';
import type { AppLinkProps, NavigationAdapter } from '../lib/navigation';
import { LandingTree } from './landing-tree';

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
 * The landing page's HTML, rendered at build time into dist/landing.html (web/vite.config.ts), which the
 * server sends for `/` to visitors without a session: the page paints before any JavaScript has run, and
 * landing-boot hydrates it (issue 8: LCP within 2 s on a mobile connection).
 */
export function renderLandingMarkup(): string {
  return renderToString(<LandingTree navigation={prerenderNavigation} />);
}
