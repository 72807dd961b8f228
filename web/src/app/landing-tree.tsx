import { StrictMode } from 'react';
import { ErrorBoundary } from '../components/ui/ErrorBoundary';
import LandingPage from '../features/landing/LandingPage';
import { NavigationAdapterProvider, type NavigationAdapter } from '../lib/navigation';

/**
 * The landing page as both the build's prerender (prerender.tsx) and the browser's boot
 * (landing-boot.tsx) render it: hydration needs the same tree on both sides.
 */
export function LandingTree({ navigation }: { navigation: NavigationAdapter }) {
  return (
    <StrictMode>
      <NavigationAdapterProvider value={navigation}>
        <ErrorBoundary>
          <LandingPage />
        </ErrorBoundary>
      </NavigationAdapterProvider>
    </StrictMode>
  );
}
