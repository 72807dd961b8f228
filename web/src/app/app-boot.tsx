import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { preloadRoute, router } from './router';

export function renderApp(root: Root): void {
  preloadRoute(window.location.pathname);
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
