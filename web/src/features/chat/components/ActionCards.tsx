import { Link } from 'react-router';
import {
  CheckCircle2,
  ChevronRight,
  Flame,
  Footprints,
  SmilePlus,
  Sparkles,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { ChatAction, ChatPracticeLink } from '@flowmind/core/contracts/chat';
import { moodLabel } from '@flowmind/core/mood';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { isInAppPath } from '../message-text';

const cardClasses = 'rounded-2xl border border-white/10 bg-slate-950/25 p-4';
const linkClasses =
  'inline-flex items-center gap-0.5 rounded-full text-sm font-semibold text-teal-200 transition hover:text-teal-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300';

/** The practice's page; only in-app paths are followed. */
function practicePath(practice: ChatPracticeLink): string {
  return isInAppPath(practice.url) ? practice.url : `/practice?practiceId=${encodeURIComponent(practice.id)}`;
}

function PracticeRecommendation({ practices }: { practices: ChatPracticeLink[] }) {
  if (practices.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Recommended practices">
      {practices.map((practice) => (
        <li key={practice.id}>
          <Link
            to={practicePath(practice)}
            className="group flex items-center gap-3 rounded-2xl border border-teal-200/20 bg-teal-300/[0.07] p-3 transition hover:border-teal-200/40 hover:bg-teal-300/[0.12] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300 sm:p-4"
          >
            <CategoryIcon categoryName={practice.category} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-white">{practice.name}</span>
              <span className="block text-xs font-medium text-teal-100/80">
                {practice.category} · {practice.durationMinutes} min
              </span>
              {practice.description && (
                <span className="mt-1 line-clamp-2 text-sm text-slate-300">{practice.description}</span>
              )}
            </span>
            <span className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-teal-200 sm:flex">
              Start
              <ChevronRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
            </span>
            <ChevronRight className="size-5 shrink-0 text-teal-200 sm:hidden" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

type Progress = Extract<ChatAction, { type: 'show_progress' }>['progress'];

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2.5 rounded-xl bg-white/[0.04] px-3 py-2">
      <span className="text-teal-200">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block text-base font-semibold leading-tight text-white">{value}</span>
        <span className="block text-xs text-slate-400">{label}</span>
      </span>
    </div>
  );
}

function ProgressSummary({ progress }: { progress: Progress }) {
  const percent = Math.max(0, Math.min(100, progress.xpProgress));
  const recentMood = progress.recentMoodAverage === null ? '—' : `${progress.recentMoodAverage}/10`;
  return (
    <div className={cardClasses} data-testid="chat-progress-summary">
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Trophy className="size-4 text-amber-200" aria-hidden />
          Level {progress.level}
        </p>
        <p className="text-sm text-slate-300">{progress.totalXP} XP in total</p>
      </div>
      <ProgressBar
        label={`Progress to level ${progress.level + 1}`}
        value={percent}
        max={100}
        valueText={`${progress.xpProgress} of 100 XP, ${progress.xpToNextLevel} to go`}
        className="mt-2 h-2"
      />
      <p className="mt-1.5 text-xs text-slate-400">
        {progress.xpProgress}/100 XP · {progress.xpToNextLevel} XP to level {progress.level + 1}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat icon={Flame} label="Day streak" value={String(progress.streakCount)} />
        <Stat icon={Footprints} label="Practices" value={String(progress.practiceCount)} />
        <Stat icon={SmilePlus} label="Moods logged" value={String(progress.moodCount)} />
        <Stat icon={Sparkles} label="Recent mood" value={recentMood} />
      </div>
      <Link to="/progress" className={`${linkClasses} mt-3`}>
        View your progress
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

type LoggedMood = Extract<ChatAction, { type: 'log_mood' }>['moodEntry'];

function MoodLogged({ entry, correctedFrom }: { entry: LoggedMood; correctedFrom: number | undefined }) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-emerald-200/20 bg-emerald-300/[0.08] px-4 py-3"
      data-testid="chat-mood-logged"
    >
      <CheckCircle2 className="size-5 shrink-0 text-emerald-200" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-emerald-50">
        <span className="font-semibold">
          {correctedFrom === undefined ? 'Mood logged:' : 'Mood changed:'}
        </span>{' '}
        {entry.mood_score}/10 · {moodLabel(entry.mood_score)}
        {correctedFrom === undefined ? null : (
          <span className="text-emerald-50/70"> (was {correctedFrom}/10)</span>
        )}
      </p>
      <Link to="/progress" className={linkClasses}>
        View history
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** What the coach did, as real UI: practices to open, a progress summary, a logged mood. */
export function ActionCards({ actions }: { actions: readonly ChatAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="grid gap-2.5">
      {actions.map((action, index) => {
        switch (action.type) {
          case 'recommend_practice':
            return <PracticeRecommendation key={index} practices={action.practices} />;
          case 'show_progress':
            return <ProgressSummary key={index} progress={action.progress} />;
          case 'log_mood':
            return <MoodLogged key={index} entry={action.moodEntry} correctedFrom={action.correctedFrom} />;
        }
      })}
    </div>
  );
}
