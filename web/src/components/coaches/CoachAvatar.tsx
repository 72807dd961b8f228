import { useState } from 'react';
import { cn } from '../ui/cn';

const sizes = {
  xs: 'size-8 text-sm',
  sm: 'size-10 text-base',
  md: 'size-14 text-xl',
  lg: 'size-20 text-3xl',
};

type CoachAvatarProps = {
  name: string;
  imageUrl?: string | null | undefined;
  size?: keyof typeof sizes;
};

/** The coach's picture, or the first letter of the name when there is none (or it fails to load). */
export function CoachAvatar({ name, imageUrl, size = 'md' }: CoachAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-teal-300/80 to-indigo-400/80 font-semibold text-slate-950 ring-2 ring-white/10',
        sizes[size],
      )}
    >
      {showImage ? (
        <img
          src={imageUrl!}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl ?? null)}
        />
      ) : (
        name.trim().charAt(0).toUpperCase() || '?'
      )}
    </span>
  );
}
