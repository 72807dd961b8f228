import { useEffect, useRef, useState } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { authClient, authErrorMessage } from '../../../lib/auth-client';
import { FormError } from '../../../components/ui/FormError';
import { OrDivider } from './AuthLayout';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

type CredentialResponse = { credential?: string; select_by?: string };
type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: CredentialResponse) => void;
        ux_mode?: 'popup';
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          theme?: string;
          size?: string;
          text?: string;
          shape?: string;
          width?: number;
          logo_alignment?: string;
        },
      ): void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let gsiPromise: Promise<GoogleIdentity> | null = null;

/** Loads Google's identity script once, only when Google sign-in is configured. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  gsiPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google script missing'));
    script.onerror = () => {
      gsiPromise = null;
      script.remove();
      reject(new Error('Google script failed to load'));
    };
    document.head.appendChild(script);
  });
  return gsiPromise;
}

type GoogleSignInButtonProps = {
  onSignedIn: () => void;
  /** Text of the divider rendered under the button; the whole block is hidden when Google is off. */
  dividerLabel: string;
  text?: 'signin_with' | 'signup_with' | 'continue_with';
};

/** Google's own button, rendered only when the server has a Google client id (GET /api/v1/config). */
export function GoogleSignInButton({
  onSignedIn,
  dividerLabel,
  text = 'continue_with',
}: GoogleSignInButtonProps) {
  const clientId = useAppConfig().data?.googleClientId ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;

    const handleCredential = async ({ credential }: CredentialResponse) => {
      if (!credential) {
        setError('Google login failed. Please try again.');
        return;
      }
      setError(null);
      try {
        const { error: signInError } = await authClient.signIn.social({
          provider: 'google',
          idToken: { token: credential },
        });
        if (signInError) {
          setError(authErrorMessage(signInError, 'Google sign-in failed. Please try again.'));
          return;
        }
        onSignedInRef.current();
      } catch {
        setError('An unexpected error occurred during Google sign-in.');
      }
    };

    loadGoogleIdentity()
      .then((google) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => void handleCredential(response),
          ux_mode: 'popup',
        });
        container.replaceChildren();
        google.accounts.id.renderButton(container, {
          theme: 'filled_black',
          size: 'large',
          shape: 'pill',
          text,
          width: Math.min(400, Math.max(200, Math.floor(container.clientWidth))),
          logo_alignment: 'center',
        });
      })
      .catch(() => {
        if (!cancelled) setError('Google login failed. Please try again.');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  if (!clientId) return null;
  return (
    <div>
      <div ref={containerRef} className="flex min-h-11 w-full justify-center" />
      {error && (
        <div className="mt-4">
          <FormError message={error} />
        </div>
      )}
      <OrDivider label={dividerLabel} />
    </div>
  );
}
