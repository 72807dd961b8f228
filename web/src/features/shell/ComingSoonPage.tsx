import { useLocation } from 'react-router';
import { Hourglass } from 'lucide-react';
import { pageTitleFor } from '@flowmind/core/routing';
import { Card } from '../../components/ui/Card';

/** Honest placeholder for signed-in pages that are not built yet. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = pageTitleFor(pathname);
  return (
    <section aria-labelledby="page-heading" className="animate-fade-up">
      <h1 id="page-heading" className="text-3xl font-semibold tracking-tight text-white">
        {title}
      </h1>
      <Card className="mt-6 flex items-start gap-4 p-6">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-indigo-400/15 text-indigo-200">
          <Hourglass className="size-5" aria-hidden />
        </span>
        <p className="pt-2 text-slate-200">This page is coming soon: we&apos;re still building it.</p>
      </Card>
    </section>
  );
}
