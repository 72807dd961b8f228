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
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Page ${page} of ${pageCount}, ${percent}%`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-teal-300 to-sky-300 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
