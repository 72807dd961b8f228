import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useMe, useSignOut } from '../../lib/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/** Placeholder for the four-page onboarding questionnaire (not built yet). */
export default function OnboardingPage() {
  const firstName = useMe().data?.firstName?.trim();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      void navigate('/', { replace: true });
    }
  };

  return (
    <section aria-labelledby="page-heading" className="mx-auto max-w-xl animate-fade-up">
      <Card className="p-8 text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-teal-300/15 text-teal-200">
          <Sparkles className="size-8" aria-hidden />
        </span>
        <h1 id="page-heading" className="mt-5 text-3xl font-semibold tracking-tight text-white">
          Welcome{firstName ? `, ${firstName}` : ''}
        </h1>
        <p className="mt-3 text-slate-200">
          Your onboarding questionnaire is coming soon. It will help us match you with the right AI coach.
        </p>
        <Button variant="secondary" className="mt-8" onClick={onSignOut} pending={signingOut}>
          Sign Out
        </Button>
      </Card>
    </section>
  );
}
