import { UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { SampleConnection } from '../sample-community';

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
    <Card className="flex h-full flex-col p-5" data-testid="connection-card">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <header className="flex items-start gap-3.5">
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
        </header>
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
        <div className="mt-auto pt-4">
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            onClick={() => onConnect(connection)}
            aria-describedby={headingId}
          >
            <UserPlus className="size-4" aria-hidden />
            Connect
          </Button>
        </div>
      </article>
    </Card>
  );
}
