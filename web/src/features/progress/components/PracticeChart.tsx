import { useId } from 'react';
import {
  BUCKET_LABELS,
  PRACTICE_BUCKETS,
  describePracticeDays,
  formatLongDay,
  formatShortDay,
  integerTicks,
  visibleLabelIndexes,
  type PracticeBucket,
  type PracticeDay,
} from '../chart-data';
import { ChartFrame, ValueLabel, XAxisLabel, YAxisGrid, chartGeometry } from './ChartFrame';

const MARGIN = { top: 20, right: 8, bottom: 32, left: 28 };
/** Room an axis label needs before neighbours are left out (about 'Mar 30' at 11 px). */
const LABEL_ROOM = 42;

/** Each category's colour, as SVG fill and as a legend swatch. */
// The same hues as the categories' icon tiles elsewhere in the app (components/practices/CategoryIcon).
export const BUCKET_COLOURS: Record<PracticeBucket, { fill: string; swatch: string }> = {
  mindfulness: { fill: 'fill-emerald-300', swatch: 'bg-emerald-300' },
  breathwork: { fill: 'fill-sky-300', swatch: 'bg-sky-300' },
  visualization: { fill: 'fill-amber-300', swatch: 'bg-amber-300' },
  gratitude: { fill: 'fill-rose-300', swatch: 'bg-rose-300' },
  neuroscience: { fill: 'fill-violet-300', swatch: 'bg-violet-300' },
  other: { fill: 'fill-teal-300', swatch: 'bg-teal-300' },
};

/**
 * Practices completed each day over the last 14 days, stacked by category, on an axis from 0 in whole steps.
 * Screen readers get a summary and a day-by-day table instead of the picture.
 */
export function PracticeChart({ days }: { days: PracticeDay[] }) {
  const clipPrefix = useId();
  const ticks = integerTicks(Math.max(...days.map((day) => day.total)));
  const top = ticks[ticks.length - 1]!;

  return (
    <ChartFrame
      description={describePracticeDays(days)}
      descriptionTestId="practice-chart-description"
      tableCaption="Practices completed by day"
      tableColumns={['Day', 'Practices', 'Categories']}
      tableRows={days.map((day) => (
        <tr key={day.day}>
          <th scope="row">{formatLongDay(day.day)}</th>
          <td>{day.total}</td>
          <td>
            {PRACTICE_BUCKETS.filter((bucket) => day.byBucket[bucket] > 0)
              .map((bucket) => `${BUCKET_LABELS[bucket]} ${day.byBucket[bucket]}`)
              .join(', ') || 'None'}
          </td>
        </tr>
      ))}
    >
      {(width) => {
        const { plotWidth, plotHeight, slot, centre } = chartGeometry(width, MARGIN, days.length);
        const barWidth = Math.max(6, Math.min(30, slot * 0.62));
        const y = (value: number) => MARGIN.top + plotHeight * (1 - value / top);
        const labels = visibleLabelIndexes(days.length, plotWidth, LABEL_ROOM);
        return (
          <>
            <YAxisGrid ticks={ticks} baseline={0} y={y} left={MARGIN.left} right={width - MARGIN.right} />
            {days.map((day, index) => {
              const left = centre(index) - barWidth / 2;
              const clipId = `${clipPrefix}-bar-${index}`;
              let stackTop = 0;
              return (
                <g key={day.day}>
                  <title>{`${formatLongDay(day.day)}: ${day.total} ${day.total === 1 ? 'practice' : 'practices'}`}</title>
                  {day.total > 0 && (
                    <>
                      <clipPath id={clipId}>
                        <rect
                          x={left}
                          y={y(day.total)}
                          width={barWidth}
                          height={y(0) - y(day.total)}
                          rx={Math.min(6, barWidth / 2)}
                        />
                      </clipPath>
                      <g clipPath={`url(#${clipId})`}>
                        {PRACTICE_BUCKETS.filter((bucket) => day.byBucket[bucket] > 0).map((bucket) => {
                          const from = stackTop;
                          stackTop += day.byBucket[bucket];
                          return (
                            <rect
                              key={bucket}
                              x={left}
                              y={y(stackTop)}
                              width={barWidth}
                              // Segments overlap by a pixel so no seam shows between them.
                              height={y(from) - y(stackTop) + 1}
                              className={BUCKET_COLOURS[bucket].fill}
                            />
                          );
                        })}
                      </g>
                      {slot >= 18 && (
                        <ValueLabel x={centre(index)} y={y(day.total) - 6}>
                          {day.total}
                        </ValueLabel>
                      )}
                    </>
                  )}
                  {labels.has(index) && (
                    <XAxisLabel x={centre(index)}>
                      {index === days.length - 1 ? 'Today' : formatShortDay(day.day)}
                    </XAxisLabel>
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
