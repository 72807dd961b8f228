import type { ReactNode } from 'react';
import { cn } from './cn';

const LOOKS = {
  /** Nothing here yet: a dashed outline around the space the content will fill. */
  empty: { box: 'border-dashed border-white/15 bg-white/[0.03] py-10', action: 'mt-1' },
  /** Something to do first (sign in, choose a coach) before the content can show. */
  prompt: { box: 'border-white/10 bg-white/[0.04] py-8', action: 'mt-2' },
} as const;

/** An encouraging placeholder: an icon, what will appear here and how to get started. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  look = 'empty',
  headingLevel = 3,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  look?: keyof typeof LOOKS;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn('flex flex-col items-center gap-3 rounded-2xl border px-5 text-center', LOOKS[look].box)}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-teal-300/15 text-teal-200">
        {icon}
      </span>
      <Heading className="text-lg font-semibold text-white">{title}</Heading>
      <p className="max-w-sm text-sm text-slate-300">{text}</p>
      {action && <div className={LOOKS[look].action}>{action}</div>}
    </div>
  );
}
