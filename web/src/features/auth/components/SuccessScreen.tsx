import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';

/** Full-screen confirmation shown for a moment (1.5 s, SUCCESS_SCREEN_MS) before the app moves on. */
export function SuccessScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-5">
      <Card className="animate-fade-up w-full max-w-md p-8 text-center" role="status" aria-live="polite">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-teal-300/15 text-teal-200">
          <CheckCircle2 className="size-9" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-white">{title}</h1>
        <div className="mt-3 text-slate-300">{children}</div>
        <Spinner size="md" className="mt-6 text-teal-300" />
      </Card>
    </main>
  );
}
