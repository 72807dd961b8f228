import type { MouseEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { readFrom, type AppLinkProps, type NavigationAdapter } from '../lib/navigation';
import { LandingTree } from './landing-tree';

/** A click the browser should handle itself: new tab or window, download, another button. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** The history entry React Router would have written, so the app's router reads the state it carries. */
function pushRouterEntry(to: string, state: unknown): void {
  const current = window.history.state as { idx?: number } | null;
  const idx = typeof current?.idx === 'number' ? current.idx + 1 : 1;
  window.history.pushState({ usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
}

/**
 * The landing page without React Router or the data layer, so it stays within its budget of 100 KB of
 * JavaScript (gzipped). When the server sent it prerendered (dist/landing.html) it is hydrated,
 * otherwise rendered (over index.html's loading screen). Following any of its links hands the new
 * location, with its navigation state, to the full app in the same React root.
 */
export function bootLanding(container: HTMLElement, startApp: (root: Root) => void): void {
  let root: Root | undefined;
  let left = false;
  const leave = () => {
    if (left || !root) return;
    left = true;
    window.removeEventListener('popstate', onPopState);
    startApp(root);
  };
  const onPopState = () => {
    if (window.location.pathname !== '/') leave();
  };
  window.addEventListener('popstate', onPopState);

  function LandingLink({ to, state, onClick, target, ...rest }: AppLinkProps) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || isModifiedClick(event) || (target && target !== '_self')) return;
      event.preventDefault();
      if (to === window.location.pathname) {
        window.scrollTo({ top: 0 });
        return;
      }
      pushRouterEntry(to, state);
      leave();
    };
    return <a href={to} target={target} onClick={follow} {...rest} />;
  }

  const landingNavigation: NavigationAdapter = {
    Link: LandingLink,
    useCarriedState: () => {
      const from = readFrom((window.history.state as { usr?: unknown } | null)?.usr);
      return from ? { from } : undefined;
    },
  };

  const tree = <LandingTree navigation={landingNavigation} />;
  if (container.dataset.prerendered === 'landing') {
    root = hydrateRoot(container, tree);
  } else {
    root = createRoot(container);
    root.render(tree);
  }
}
