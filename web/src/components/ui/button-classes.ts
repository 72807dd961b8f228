import { cn } from './cn';

/*
 * Button looks, apart from the components: the landing page styles its links with them without loading
 * the router that ButtonLink needs (the landing page may load at most 100 KB of JavaScript).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'md' | 'lg' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition duration-200 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-r from-teal-300 to-sky-300 text-slate-950 shadow-lg shadow-teal-500/20 ' +
    'hover:from-teal-200 hover:to-sky-200 hover:shadow-teal-400/30 enabled:active:scale-[0.98]',
  secondary:
    'border border-white/20 bg-white/5 text-white backdrop-blur hover:bg-white/10 hover:border-white/30',
  ghost: 'text-slate-200 hover:bg-white/10 hover:text-white',
  // Destructive actions: the solid one confirms, the outlined one only opens the confirmation.
  danger: 'bg-rose-500 text-white shadow-lg shadow-rose-950/40 hover:bg-rose-400',
  'danger-outline':
    'border border-rose-300/40 bg-rose-500/10 text-rose-100 hover:border-rose-300/70 hover:bg-rose-500/20',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
}
