import { BarChart3, SmilePlus, Trophy } from 'lucide-react';
import { localDateIn } from '@flowmind/core/time';
import { Tabs, type TabItem } from '../../components/ui/Tabs';
import { useTabParam } from '../../lib/navigation-state';
import { useProgressOverview } from '../../api/progress';
import { usePracticeInsights } from '../../api/practices';
import { AchievementsTab } from './components/AchievementsTab';
import { MoodTab } from './components/MoodTab';
import { PracticesTab } from './components/PracticesTab';
import { StatsHeader } from './components/StatsHeader';
import { WhatHelpsYou } from './components/WhatHelpsYou';

type ProgressTab = 'mood' | 'practices' | 'achievements';

const TABS: readonly TabItem<ProgressTab>[] = [
  { id: 'mood', label: 'Mood', icon: <SmilePlus className="size-4" aria-hidden /> },
  { id: 'practices', label: 'Practices', icon: <BarChart3 className="size-4" aria-hidden /> },
  { id: 'achievements', label: 'Achievements', icon: <Trophy className="size-4" aria-hidden /> },
];
const TAB_IDS = TABS.map((tab) => tab.id);

/**
 * /progress: level, XP toward the next level (x/100) and streak, then the Mood, Practices and
 * Achievements tabs, then what helps the person. The chosen tab lives in the address (?tab=) so it
 * survives a reload and can be linked. Everything refreshes when a mood is logged or a practice recorded,
 * here (the write invalidates its queries) or elsewhere (live updates).
 */
export default function ProgressPage() {
  const overview = useProgressOverview();
  const insights = usePracticeInsights();
  const [tab, selectTab] = useTabParam(TAB_IDS, 'mood');

  // The charts end on the person's today (their profile's time zone); the browser's is the fallback.
  const today = overview.data?.today ?? localDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  // The stats and the achievements come from the one overview, so they load, fail and retry together.
  const overviewStatus = {
    isPending: overview.isPending,
    error: overview.error,
    onRetry: () => void overview.refetch(),
    retrying: overview.isFetching,
  };

  return (
    <div className="mx-auto max-w-3xl animate-fade-up space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">Your Progress</h1>
        <p className="mt-1.5 text-slate-300">Your moods, practices and milestones over the last two weeks.</p>
      </header>

      <StatsHeader stats={overview.data?.stats} {...overviewStatus} />

      <Tabs label="Progress views" tabs={TABS} selected={tab} onSelect={selectTab}>
        {tab === 'mood' && <MoodTab today={today} />}
        {tab === 'practices' && <PracticesTab today={today} />}
        {tab === 'achievements' && (
          <AchievementsTab achievements={overview.data?.achievements} {...overviewStatus} />
        )}
      </Tabs>

      <WhatHelpsYou
        insights={insights.data}
        isPending={insights.isPending}
        error={insights.error}
        onRetry={() => void insights.refetch()}
        retrying={insights.isFetching}
      />
    </div>
  );
}
