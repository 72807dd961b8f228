import { useId } from 'react';
import { moodLabel } from '@flowmind/core/mood';
import { describeMoodSeries, visibleLabelIndexes, type MoodSeries } from '../chart-data';
import { ChartFrame, ValueLabel, XAxisLabel, YAxisGrid, chartGeometry } from './ChartFrame';

const MARGIN = { top: 24, right: 16, bottom: 32, left: 30 };
const Y_TICKS = [1, 4, 7, 10];
/** Room an axis label needs before neighbours are left out (about 'Mar 30' or '10:45 AM' at 11 px). */
const LABEL_ROOM = { days: 42, times: 52 };

/**
 * Mood over the last 14 days on a 1-10 axis: a line through each day's average, days without entries
 * skipped, or one day's entries by time. Screen readers get a summary and a table instead of the picture.
 */
export function MoodChart({ series }: { series: MoodSeries }) {
  const gradientId = useId();
  const { points } = series;
  const byTime = series.mode === 'times';

  return (
    <ChartFrame
      description={describeMoodSeries(series)}
      descriptionTestId="mood-chart-description"
      tableCaption={byTime ? 'Moods by time' : 'Average mood by day'}
      tableColumns={byTime ? ['Time', 'Mood'] : ['Day', 'Mood', 'Entries']}
      tableRows={points.map((point) => (
        <tr key={point.key}>
          <th scope="row">{point.longLabel}</th>
          <td>{`${point.value} (${moodLabel(point.value)})`}</td>
          {!byTime && <td>{point.entryCount}</td>}
        </tr>
      ))}
    >
      {(width) => {
        const { plotWidth, plotHeight, slot, centre: x } = chartGeometry(width, MARGIN, points.length);
        const y = (value: number) => MARGIN.top + plotHeight * (1 - (value - 1) / 9);
        const labels = visibleLabelIndexes(points.length, plotWidth, LABEL_ROOM[series.mode]);
        const showValues = slot >= 30;
        const linePath = points
          .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.value)}`)
          .join('');
        const areaPath =
          points.length > 1 ? `${linePath}L${x(points.length - 1)},${y(1)}L${x(0)},${y(1)}Z` : '';
        return (
          <>
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="rgb(94 234 212)" stopOpacity="0.35" />
                <stop offset="100%" stopColor="rgb(94 234 212)" stopOpacity="0" />
              </linearGradient>
            </defs>
            <YAxisGrid ticks={Y_TICKS} baseline={1} y={y} left={MARGIN.left} right={width - MARGIN.right} />
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
                  <ValueLabel x={x(index)} y={y(point.value) - 12}>
                    {point.value}
                  </ValueLabel>
                )}
                {labels.has(index) && <XAxisLabel x={x(index)}>{point.axisLabel}</XAxisLabel>}
              </g>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
