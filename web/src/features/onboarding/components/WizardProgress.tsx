import { ProgressBar } from '../../../components/ui/ProgressBar';

type WizardProgressProps = { page: number; pageCount: number };

/** 'Page n of 4' with the percentage and a progress bar. */
export function WizardProgress({ page, pageCount }: WizardProgressProps) {
  const percent = Math.round((page / pageCount) * 100);
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium">
        <span className="text-slate-200">
          Page {page} of {pageCount}
        </span>
        <span className="text-teal-200">{percent}%</span>
      </div>
      <ProgressBar
        label="Onboarding progress"
        value={percent}
        max={100}
        valueText={`Page ${page} of ${pageCount}, ${percent}%`}
        transitionMs={500}
        className="mt-2 h-2"
      />
    </div>
  );
}
