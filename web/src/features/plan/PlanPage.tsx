import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Clock, Compass, Info, LibraryBig, LogIn, UserRound } from 'lucide-react';
import { useMe } from '../../lib/session';
import { coachQueryOptions } from '../../api/coaches';
import { CoachAvatar } from '../../components/coaches/CoachAvatar';
import { useDailyPlan, useTodayCompletions } from '../../api/practices';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { PlanList, PlanSkeleton } from './components/PlanList';
import { defaultPlan, planFromDailyPlan, planTotals, type PlanItem } from './plan-items';

const COLLAPSED_STORAGE_KEY = 'flowmind.plan.collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * /plan, Today's Practice Plan: who curated it, total minutes, 'N of M completed', today's short plan
 * (about three practices, 10 to 15 minutes, each with why it is there, checked when done today) with a
 * Collapse / View all toggle, and the designed-by note; every other practice is a link away (Browse all
 * practices). Ticks follow today's completions, refreshed when a practice is recorded here or elsewhere.
 * When the plan cannot load, the built-in defaults show instead.
 */
export default function PlanPage() {
  const me = useMe();
  const coachId = me.data?.coachId ?? null;
  const signedIn = Boolean(me.data);
  const coach = useQuery({ ...coachQueryOptions(coachId ?? ''), enabled: Boolean(coachId) });
  const plan = useDailyPlan(coachId, { enabled: signedIn && Boolean(coachId) });
  const today = useTodayCompletions({ enabled: signedIn });
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const listId = useId();
  const headingId = useId();

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_STORAGE_KEY, String(!value));
      } catch {
        // Private modes may refuse storage; the toggle still works for this visit.
      }
      return !value;
    });
  };

  const todayCompletions = today.data ?? [];
  const usingDefaults = plan.isError;
  const loading = plan.isPending || (today.isPending && !today.isError);
  let items: PlanItem[] = [];
  if (usingDefaults) items = defaultPlan(todayCompletions);
  else if (plan.data) items = planFromDailyPlan(plan.data, todayCompletions);
  const totals = planTotals(items);
  const coachName = coach.data?.name;
  const percent = totals.total > 0 ? Math.round((totals.completed / totals.total) * 100) : 0;

  let body: React.ReactNode;
  if (!me.isPending && !signedIn) {
    body = (
      <EmptyState
        look="prompt"
        headingLevel={2}
        icon={<LogIn className="size-6" aria-hidden />}
        title="Sign in to see your plan"
        text="Your daily practices, curated by your AI guide, are waiting for you."
        action={
          <ButtonLink to="/login">
            <LogIn className="size-4" aria-hidden />
            Sign In
          </ButtonLink>
        }
      />
    );
  } else if (signedIn && !coachId) {
    body = (
      <EmptyState
        look="prompt"
        headingLevel={2}
        icon={<Compass className="size-6" aria-hidden />}
        title="Choose Your AI Guide"
        text="Pick a coach and they will curate a short daily plan of practices just for you."
        action={
          <ButtonLink to="/home">
            <UserRound className="size-4" aria-hidden />
            Choose Your AI Guide
          </ButtonLink>
        }
      />
    );
  } else if (loading && !usingDefaults) {
    body = <PlanSkeleton />;
  } else {
    body = (
      <>
        {usingDefaults && (
          <p role="status" className="mb-4 rounded-2xl bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
            We couldn&apos;t load your personalised plan, so here are three favourites to start with.
          </p>
        )}
        <PlanList items={items} collapsed={collapsed} id={listId} />
        {items.length > 1 && (
          <div className="mt-3 flex justify-center">
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-expanded={!collapsed}
              aria-controls={listId}
              className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium text-teal-200 transition hover:bg-white/10 hover:text-teal-100 focus-visible:outline-2 focus-visible:outline-teal-300"
            >
              {collapsed ? (
                <>
                  View all
                  <ChevronDown className="size-4" aria-hidden />
                </>
              ) : (
                <>
                  Collapse
                  <ChevronUp className="size-4" aria-hidden />
                </>
              )}
            </button>
          </div>
        )}
      </>
    );
  }

  const showSummary = signedIn && Boolean(coachId) && (!loading || usingDefaults);

  return (
    <div className="mx-auto max-w-3xl animate-fade-up space-y-6">
      <Card className="p-5 sm:p-7">
        <section aria-labelledby={headingId}>
          <header className="flex items-center gap-3 sm:gap-4">
            {coachId && <CoachAvatar name={coachName ?? ''} imageUrl={coach.data?.avatar_config.image_url} />}
            <div className="min-w-0 flex-1">
              <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">
                Today&apos;s Practice Plan
              </h1>
              {coachId && (
                <p className="mt-0.5 text-sm text-slate-300">
                  {coachName ? (
                    <>
                      Curated by <span className="font-medium text-teal-200">{coachName}</span>
                    </>
                  ) : (
                    'Curated by your AI guide'
                  )}
                </p>
              )}
            </div>
          </header>

          {showSummary && (
            <div className="mt-6">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
                <span className="font-medium text-slate-100" aria-live="polite">
                  {totals.completed} of {totals.total} completed
                </span>
                <span className="flex items-center gap-1.5 text-slate-300">
                  <Clock className="size-4 text-teal-200" aria-hidden />
                  {totals.minutes} min total
                </span>
              </div>
              <ProgressBar
                label="Today's progress"
                value={totals.completed}
                max={totals.total}
                valueText={`${totals.completed} of ${totals.total} completed`}
                percent={percent}
                transitionMs={500}
                className="mt-2.5 h-2.5"
              />
            </div>
          )}

          <div className="mt-6">{body}</div>

          {showSummary && (
            <p className="mt-6 flex items-start gap-2 border-t border-white/10 pt-4 text-sm text-slate-400">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                These practices were designed by {coachName ?? 'your AI guide'} to fit your goals. Complete
                them in any order, at your own pace. Tomorrow brings a fresh plan.
              </span>
            </p>
          )}
        </section>
      </Card>

      {signedIn && (
        <div className="flex justify-center">
          <ButtonLink to="/practice" variant="ghost" size="sm">
            <LibraryBig className="size-4" aria-hidden />
            Browse all practices
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
