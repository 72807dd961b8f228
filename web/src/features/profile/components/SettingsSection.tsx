import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';

/** One section of the profile screen: an icon, its heading and optional action, then its content. */
export function SettingsSection({
  icon,
  tone,
  title,
  description,
  action,
  children,
}: {
  icon: ReactNode;
  /** Background and text colour of the icon tile. */
  tone: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
          <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-2xl', tone)}>
            {icon}
          </span>
          <div className="min-w-0 flex-1 basis-48 pt-0.5">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight text-white">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-slate-300">{description}</p>}
          </div>
          {action && <div className="ml-auto shrink-0">{action}</div>}
        </div>
        {children && <div className="mt-5">{children}</div>}
      </Card>
    </section>
  );
}

/**
 * A short status line read out when it changes (saved, downloaded). It stays in the page (and the
 * accessibility tree) while empty, so screen readers announce what later appears in it; give it spacing with
 * `not-empty:` classes so an empty one takes no room.
 */
export function StatusMessage({ message, className }: { message: string | null; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={cn('text-sm text-teal-200', className)}>
      {message}
    </p>
  );
}
