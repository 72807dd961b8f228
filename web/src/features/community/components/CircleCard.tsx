import { CalendarDays, Users } from 'lucide-react';
import { nextMeeting, type SampleCircle } from '../sample-community';
import { PreviewCard } from './PreviewCard';
import { IconTile } from '../../../components/ui/IconTile';

const meetingFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A circle: name, members, focus, when it next meets (counted from today) and Join Circle. */
export function CircleCard({
  circle,
  now,
  onJoin,
}: {
  circle: SampleCircle;
  now: Date;
  onJoin: (circle: SampleCircle) => void;
}) {
  const headingId = `circle-${circle.id}`;
  const meeting = nextMeeting(circle, now);
  return (
    <PreviewCard
      testId="circle-card"
      headingId={headingId}
      header={
        <>
          <IconTile icon={Users} size="md" className="shrink-0 bg-indigo-300/15 text-indigo-200" />
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-base font-semibold text-white">
              {circle.name}
            </h2>
            <p className="text-sm text-slate-300">{circle.members} members</p>
          </div>
        </>
      }
      action={
        <>
          <Users className="size-4" aria-hidden />
          Join Circle
        </>
      }
      onAction={() => onJoin(circle)}
    >
      <p className="mt-3 text-sm text-slate-200">{circle.focus}</p>
      <p className="mt-4 flex items-start gap-2.5 rounded-2xl bg-white/5 px-3.5 py-3 text-sm">
        <CalendarDays className="mt-0.5 size-4 shrink-0 text-teal-200" aria-hidden />
        <span>
          <span className="block font-medium text-white">Next meeting in {circle.meetsInDays} days</span>
          <time dateTime={meeting.toISOString()} className="block text-slate-300">
            {meetingFormat.format(meeting)}
          </time>
        </span>
      </p>
    </PreviewCard>
  );
}
