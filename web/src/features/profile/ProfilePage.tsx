import { Link } from 'react-router';
import { Bell, ChevronRight } from 'lucide-react';
import { SignOutButton } from '../../components/session/SignOutButton';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PageSpinner } from '../../components/ui/Spinner';
import { useProfile } from '../../api/profile';
import { useProgressOverview } from '../../api/progress';
import { HelpSection } from './components/HelpSection';
import { JournalSection } from './components/JournalSection';
import { PrivacySection } from './components/PrivacySection';
import { ProfileDetails } from './components/ProfileDetails';
import { ProfileHeader } from './components/ProfileHeader';
import { SettingsSection } from './components/SettingsSection';
import { SubscriptionSection } from './components/SubscriptionSection';

/**
 * Profile and settings: the header with goals, level and streak, then the sections Profile, the
 * Gratitude Journal, Notifications, Subscription, Privacy & Security, Help & Support, and Sign Out.
 */
export default function ProfilePage() {
  const profile = useProfile();
  const progress = useProgressOverview();

  if (profile.isPending) {
    return <PageSpinner label="Loading your profile" />;
  }
  if (profile.isError) {
    return (
      <Card className="mx-auto max-w-3xl p-6" role="alert">
        <h1 className="text-xl font-semibold text-white">Your profile could not be loaded</h1>
        <p className="mt-2 text-slate-300">{profile.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void profile.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }

  return (
    <div className="animate-fade-up mx-auto max-w-3xl space-y-6">
      <ProfileHeader profile={profile.data} progress={progress.data} progressPending={progress.isPending} />
      <ProfileDetails profile={profile.data} />
      <JournalSection />
      <SettingsSection
        icon={<Bell className="size-5" aria-hidden />}
        tone="bg-rose-300/15 text-rose-200"
        title="Notifications"
        description="Reminders for practices and mood check-ins, community messages and circle meetings."
      >
        <Link
          to="/notifications"
          className="group flex items-center justify-between gap-3 rounded-2xl border border-white/10 bg-white/[0.04] px-4 py-3.5 text-sm font-medium text-slate-100 transition hover:border-white/25 hover:bg-white/[0.08] focus-visible:outline-2 focus-visible:outline-teal-300"
        >
          Manage notification preferences
          <ChevronRight
            className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-white motion-reduce:transition-none"
            aria-hidden
          />
        </Link>
      </SettingsSection>
      <SubscriptionSection />
      <PrivacySection profile={profile.data} />
      <HelpSection />
      <SignOutButton variant="secondary" fullWidth pendingLabel="Signing Out..." />
    </div>
  );
}
