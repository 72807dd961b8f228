import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { refreshSession } from '../../../lib/session';

export const SUCCESS_SCREEN_MS = 1500;

/**
 * After a success screen has shown for 1.5 s, re-reads the session; the route gate then takes the user to
 * /onboarding or /home (or the page first requested). Falls back to /login if no session came with the success.
 */
export function useSuccessRedirect(active: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void refreshSession(queryClient)
        .catch(() => null)
        .then((me) => {
          if (!cancelled && !me) void navigate('/login', { replace: true });
        });
    }, SUCCESS_SCREEN_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [active, queryClient, navigate]);
}
