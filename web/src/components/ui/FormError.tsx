import { AlertCircle } from 'lucide-react';

/** An error message announced to assistive technology; renders nothing when there is no message. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-2xl border border-rose-300/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-100"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-rose-300" aria-hidden />
      <span>{message}</span>
    </div>
  );
}
