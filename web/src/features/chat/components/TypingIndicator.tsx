import type { Coach } from '@flowmind/core/contracts/coaches';
import { CoachAvatar } from '../../../components/coaches/CoachAvatar';
import { coachFirstName } from '@flowmind/core/chat-coach';

/** Three soft dots in the coach's bubble while a reply is on its way. */
export function TypingIndicator({ coach }: { coach: Coach }) {
  return (
    <div className="flex items-end gap-2.5" data-testid="typing-indicator">
      <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} size="xs" />
      <div
        role="status"
        className="flex h-11 items-center gap-1.5 rounded-2xl rounded-bl-md border border-white/10 bg-white/[0.07] px-4"
      >
        <span className="sr-only">{coachFirstName(coach.name)} is typing…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-2 animate-bounce rounded-full bg-teal-200/80 motion-reduce:animate-pulse"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
