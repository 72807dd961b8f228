import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCarriedState } from '../../../lib/navigation-state';
import { ArrowLeft } from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { Wordmark } from '../../../components/ui/Logo';

type AuthLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** Centered card on the calm gradient backdrop shared by every sign-in screen. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const state = useCarriedState();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute -left-40 top-1/3 size-[28rem] rounded-full bg-teal-400/10 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -top-20 size-[30rem] rounded-full bg-indigo-500/20 blur-3xl"
      />
      <header className="relative mx-auto flex w-full max-w-md items-center justify-between px-5 pt-6">
        <Link
          to="/"
          state={state}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-teal-300"
        >
          <Wordmark />
        </Link>
        <Link
          to="/"
          state={state}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-slate-300 transition hover:bg-white/5 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to home
        </Link>
      </header>
      <main className="relative mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-5 py-10">
        <Card className="animate-fade-up p-6 sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-300">{subtitle}</p>}
          <div className="mt-7">{children}</div>
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-slate-300">{footer}</div>}
      </main>
    </div>
  );
}

/** In-text link used in auth footers. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const state = useCarriedState();
  return (
    <Link
      to={to}
      state={state}
      className="font-semibold text-teal-200 underline-offset-4 hover:text-teal-100 hover:underline focus-visible:outline-2 focus-visible:outline-teal-300"
    >
      {children}
    </Link>
  );
}

export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-slate-300">
      <span aria-hidden className="h-px flex-1 bg-white/15" />
      {label}
      <span aria-hidden className="h-px flex-1 bg-white/15" />
    </div>
  );
}
