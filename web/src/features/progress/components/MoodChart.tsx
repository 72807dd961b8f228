import { useId } from 'react';
import { moodLabel } from '@flowmind/core/mood';
import { describeMoodSeries, visibleLabelIndexes, type MoodSeries } from '../chart-data';
import { useElementWidth } from '../hooks/useElementWidth';

const HEIGHT = 240;
const MARGIN = { top: 24, right: 16, bottom: 32, left: 30 };
const Y_TICKS = [1, 4, 7, 10];
/** Room an axis label needs before neighbours are left out (about 'Mar 30' or '10:45 AM' at 11 px). */
const LABEL_ROOM = { days: 42, times: 52 };

/**
 * Mood over the last 14 days on a 1-10 axis: a line through each day's average, days without entries
 * skipped, or one day's entries by time. Drawn at its real width so labels stay legible on a phone; screen
 * readers get a summary and a table instead of the picture.
 */
export function MoodChart({ series }: { series: MoodSeries }) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const gradientId = useId();
  const captionId = useId();
  const { points } = series;

  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = points.length > 0 ? plotWidth / points.length : 0;
  const x = (index: number) => MARGIN.left + slot * (index + 0.5);
  const y = (value: number) => MARGIN.top + plotHeight * (1 - (value - 1) / 9);
  const labels = visibleLabelIndexes(points.length, plotWidth, LABEL_ROOM[series.mode]);
  const showValues = slot >= 30;

  const linePath = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.value)}`)
    .join('');
  const areaPath = points.length > 1 ? `${linePath}L${x(points.length - 1)},${y(1)}L${x(0)},${y(1)}Z` : '';

  return (
    <figure aria-labelledby={captionId} className="m-0">
      <div ref={containerRef} className="w-full" style={{ height: HEIGHT }}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} aria-hidden className="block overflow-visible">
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="rgb(94 234 212)" stopOpacity="0.35" />
                <stop offset="100%" stopColor="rgb(94 234 212)" stopOpacity="0" />
              </linearGradient>
            </defs>
            {Y_TICKS.map((tick) => (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-white/10"
                  strokeDasharray={tick === 1 ? undefined : '3 5'}
                />
                <text
                  x={MARGIN.left - 10}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-slate-400 text-xs tabular-nums"
                >
                  {tick}
                </text>
              </g>
            ))}
            {areaPath && <path d={areaPath} fill={`url(#${gradientId})`} />}
            {points.length > 1 && (
              <path
                d={linePath}
                fill="none"
                className="stroke-teal-300"
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            )}
            {points.map((point, index) => (
              <g key={point.key}>
                <title>{`${point.longLabel}: ${point.value} (${moodLabel(point.value)})`}</title>
                <circle
                  cx={x(index)}
                  cy={y(point.value)}
                  r={5}
                  className="fill-[#0b1026] stroke-teal-200"
                  strokeWidth={2.5}
                />
                {showValues && (
                  <text
                    x={x(index)}
                    y={y(point.value) - 12}
                    textAnchor="middle"
                    className="fill-white text-xs font-semibold tabular-nums"
                  >
                    {point.value}
                  </text>
                )}
                {labels.has(index) && (
                  <text
                    x={x(index)}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="fill-slate-400 text-[11px]"
                  >
                    {point.axisLabel}
                  </text>
                )}
              </g>
            ))}
          </svg>
        )}
      </div>
      <figcaption id={captionId} className="sr-only" data-testid="mood-chart-description">
        {describeMoodSeries(series)}
      </figcaption>
      {/* Tables ignore a 1px width, so the visually hidden box wraps the table instead. */}
      <div className="sr-only">
        <table>
          <caption>{series.mode === 'times' ? 'Moods by time' : 'Average mood by day'}</caption>
          <thead>
            <tr>
              <th scope="col">{series.mode === 'times' ? 'Time' : 'Day'}</th>
              <th scope="col">Mood</th>
              {series.mode === 'days' && <th scope="col">Entries</th>}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.longLabel}</th>
                <td>{`${point.value} (${moodLabel(point.value)})`}</td>
                {series.mode === 'days' && <td>{point.entryCount}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
