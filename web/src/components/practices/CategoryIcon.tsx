import { Brain, Eye, Flower2, Heart, Sparkles, Wind, type LucideIcon } from 'lucide-react';
import { cn } from '../ui/cn';

interface CategoryLook {
  /** Which icon family it is: breath, mindful, gratitude, neuro, visual or default. */
  kind: 'breath' | 'mindful' | 'gratitude' | 'neuro' | 'visual' | 'default';
  icon: LucideIcon;
  /** Tile colours: soft background and icon colour. */
  tone: string;
}

/**
 * Picks a practice's icon by what its category name contains, checked in this order: breath, mindful,
 * gratitude, neuro, visual; anything else gets the default icon.
 */
export function categoryLook(categoryName: string): CategoryLook {
  const name = categoryName.toLowerCase();
  if (name.includes('breath')) return { kind: 'breath', icon: Wind, tone: 'bg-sky-300/15 text-sky-200' };
  if (name.includes('mindful'))
    return { kind: 'mindful', icon: Flower2, tone: 'bg-emerald-300/15 text-emerald-200' };
  if (name.includes('gratitude'))
    return { kind: 'gratitude', icon: Heart, tone: 'bg-rose-300/15 text-rose-200' };
  if (name.includes('neuro')) return { kind: 'neuro', icon: Brain, tone: 'bg-violet-300/15 text-violet-200' };
  if (name.includes('visual')) return { kind: 'visual', icon: Eye, tone: 'bg-amber-300/15 text-amber-200' };
  return { kind: 'default', icon: Sparkles, tone: 'bg-teal-300/15 text-teal-200' };
}

const sizes = { sm: 'size-10 rounded-xl [&>svg]:size-5', md: 'size-12 rounded-2xl [&>svg]:size-6' };

/** The category's icon on its soft tile; decorative (the category is named in text nearby). */
export function CategoryIcon({
  categoryName,
  size = 'md',
  className,
}: {
  categoryName: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { kind, icon: Icon, tone } = categoryLook(categoryName);
  return (
    <span
      aria-hidden
      data-category-icon={kind}
      className={cn('flex shrink-0 items-center justify-center', sizes[size], tone, className)}
    >
      <Icon />
    </span>
  );
}
