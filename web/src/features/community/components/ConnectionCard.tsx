import { UserPlus } from 'lucide-react';
import type { SampleConnection } from '../sample-community';
import { PreviewCard } from './PreviewCard';

/** A suggested connection: avatar, name, role, match score, bio, interests and Connect. */
export function ConnectionCard({
  connection,
  onConnect,
}: {
  connection: SampleConnection;
  onConnect: (connection: SampleConnection) => void;
}) {
  const headingId = `connection-${connection.id}`;
  return (
    <PreviewCard
      testId="connection-card"
      headingId={headingId}
      header={
        <>
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-indigo-400 text-base font-bold text-slate-950 ring-4 ring-white/10"
          >
            {connection.avatar}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="truncate text-base font-semibold text-white">
              {connection.name}
            </h2>
            <p className="text-sm text-slate-300">{connection.role}</p>
          </div>
          <p className="shrink-0 rounded-full bg-teal-300/15 px-2.5 py-1 text-xs font-semibold text-teal-100">
            {connection.matchScore}% match
          </p>
        </>
      }
      action={
        <>
          <UserPlus className="size-4" aria-hidden />
          Connect
        </>
      }
      onAction={() => onConnect(connection)}
    >
      <p className="mt-3 text-sm text-slate-200">{connection.bio}</p>
      <ul aria-label={`${connection.name}'s interests`} className="mt-3 flex flex-wrap gap-1.5">
        {connection.interests.map((interest) => (
          <li
            key={interest}
            className="rounded-full border border-white/15 bg-white/5 px-2.5 py-0.5 text-xs text-slate-200"
          >
            {interest}
          </li>
        ))}
      </ul>
    </PreviewCard>
  );
}
