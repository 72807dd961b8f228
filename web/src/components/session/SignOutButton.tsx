import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useSignOut } from '../../lib/session';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button';

/**
 * Signs out and then leaves for the landing page (/), even when the server did not answer: the local
 * session is gone either way, so staying on a signed-in page would only show errors.
 */
export function useSignOutAndLeave() {
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const signOutAndLeave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      void navigate('/', { replace: true });
    }
  };
  return { signingOut, signOutAndLeave };
}

/** The Sign Out button; while it works, a spinner stands in for the icon. */
export function SignOutButton({
  variant,
  size,
  fullWidth,
  pendingLabel = 'Sign Out',
}: {
  variant: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** What the button says while signing out. */
  pendingLabel?: string;
}) {
  const { signingOut, signOutAndLeave } = useSignOutAndLeave();
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      onClick={() => void signOutAndLeave()}
      pending={signingOut}
    >
      {!signingOut && <LogOut className="size-4" aria-hidden />}
      {signingOut ? pendingLabel : 'Sign Out'}
    </Button>
  );
}
