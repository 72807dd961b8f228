import { Link } from 'react-router';
import { NotebookPen } from 'lucide-react';
import type { JournalEntry } from '@flowmind/core/contracts/journal';
import { useJournal } from '../../../api/journal';
import { Button } from '../../../components/ui/Button';
import { SettingsSection } from './SettingsSection';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Entries grouped by the day they were written (with the day as people read it), newest day first, in
 * the order written within a day.
 */
function byDay(entries: readonly JournalEntry[]): [string, string, JournalEntry[]][] {
  const days = new Map<string, JournalEntry[]>();
  for (const entry of entries) days.set(entry.localDate, [...(days.get(entry.localDate) ?? []), entry]);
  return [...days].map(([day, ofDay]) => [day, dayFormat.format(new Date(`${day}T00:00:00Z`)), ofDay]);
}

/**
 * The person's gratitude journal, to read back what they wrote in the Gratitude Journal practice. Only
 * they see it; it is in their data export and goes with their account.
 */
export function JournalSection() {
  const journal = useJournal();
  return (
    <SettingsSection
      icon={<NotebookPen className="size-5" aria-hidden />}
      tone="bg-amber-300/15 text-amber-200"
      title="Gratitude Journal"
      description="What you wrote in the Gratitude Journal practice. Only you can read it."
    >
      {journal.isPending ? (
        <p className="text-sm text-slate-300">Loading your journal...</p>
      ) : journal.isError ? (
        <div role="alert" className="text-sm text-slate-300">
          Your journal could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void journal.refetch()}>
            Try Again
          </Button>
        </div>
      ) : journal.data.entries.length === 0 ? (
        <p className="text-sm text-slate-300">
          Nothing here yet.{' '}
          <Link
            to="/practice?practiceId=gratitude"
            className="font-medium text-teal-200 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-300"
          >
            Write your first entries
          </Link>
        </p>
      ) : (
        <div className="space-y-5">
          {byDay(journal.data.entries).map(([day, label, entries]) => (
            <section key={day} aria-label={label}>
              <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-400">
                <time dateTime={day}>{label}</time>
              </h3>
              <ul className="mt-2 space-y-2">
                {entries.map((entry) => (
                  <li
                    key={entry.id}
                    className="rounded-2xl bg-white/[0.04] px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-100"
                  >
                    {entry.text}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
