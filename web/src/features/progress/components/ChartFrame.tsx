import { useId, type ReactNode } from 'react';
import { useElementWidth } from '../hooks/useElementWidth';

export const CHART_HEIGHT = 240;

export type ChartMargin = { top: number; right: number; bottom: number; left: number };

/** The plot area inside the margins, with one slot per point; `centre` is the middle of a point's slot. */
export function chartGeometry(width: number, margin: ChartMargin, count: number) {
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const slot = count > 0 ? plotWidth / count : 0;
  const centre = (index: number) => margin.left + slot * (index + 0.5);
  return { plotWidth, plotHeight, slot, centre };
}

/**
 * A progress chart's frame: the picture drawn at its real width (so labels stay legible on a phone) and
 * hidden from screen readers, which get the description and a table instead.
 */
export function ChartFrame({
  description,
  descriptionTestId,
  tableCaption,
  tableColumns,
  tableRows,
  children,
}: {
  description: string;
  descriptionTestId: string;
  tableCaption: string;
  tableColumns: string[];
  tableRows: ReactNode;
  /** The SVG content, drawn once the width is known. */
  children: (width: number) => ReactNode;
}) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="m-0">
      <div ref={containerRef} className="w-full" style={{ height: CHART_HEIGHT }}>
        {width > 0 && (
          <svg width={width} height={CHART_HEIGHT} aria-hidden className="block overflow-visible">
            {children(width)}
          </svg>
        )}
      </div>
      <figcaption id={captionId} className="sr-only" data-testid={descriptionTestId}>
        {description}
      </figcaption>
      {/* Tables ignore a 1px width, so the visually hidden box wraps the table instead. */}
      <div className="sr-only">
        <table>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              {tableColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{tableRows}</tbody>
        </table>
      </div>
    </figure>
  );
}

/** Horizontal grid lines with their values on the left; the baseline is solid, the others dashed. */
export function YAxisGrid({
  ticks,
  baseline,
  y,
  left,
  right,
}: {
  ticks: number[];
  baseline: number;
  y: (value: number) => number;
  left: number;
  right: number;
}) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={left}
        x2={right}
        y1={y(tick)}
        y2={y(tick)}
        className="stroke-white/10"
        strokeDasharray={tick === baseline ? undefined : '3 5'}
      />
      <text
        x={left - 10}
        y={y(tick)}
        textAnchor="end"
        dominantBaseline="middle"
        className="fill-slate-400 text-xs tabular-nums"
      >
        {tick}
      </text>
    </g>
  ));
}

/** A point's label under the plot. */
export function XAxisLabel({ x, children }: { x: number; children: ReactNode }) {
  return (
    <text x={x} y={CHART_HEIGHT - 8} textAnchor="middle" className="fill-slate-400 text-[11px]">
      {children}
    </text>
  );
}

/** A value written just above its point or bar. */
export function ValueLabel({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text x={x} y={y} textAnchor="middle" className="fill-white text-xs font-semibold tabular-nums">
      {children}
    </text>
  );
}
