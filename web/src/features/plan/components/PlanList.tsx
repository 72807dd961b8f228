import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Check, ChevronRight, Clock, Sparkles } from 'lucide-react';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { cn } from '../../../components/ui/cn';
import type { PlanItem } from '../plan-items';

/** The list's height when collapsed: the first rows show, the rest wait behind View all. */
export const COLLAPSED_HEIGHT_PX = 120;
/** Room for one row when open: a name on two lines, its minutes and its reason. */
const ROW_MAX_HEIGHT_PX = 160;

function PlanRow({ item, hidden }: { item: PlanItem; hidden: boolean }) {
  return (
    <li inert={hidden}>
      <Link
        to={`/practice?practiceId=${encodeURIComponent(item.id)}`}
        className={cn(
          'group flex items-center gap-3 rounded-2xl border px-3 py-3 transition sm:gap-4 sm:px-4',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300',
          item.completed
            ? 'border-emerald-300/25 bg-emerald-300/[0.06] hover:bg-emerald-300/[0.1]'
            : 'border-white/10 bg-white/[0.04] hover:border-white/25 hover:bg-white/[0.08]',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition',
            item.completed ? 'border-emerald-300 bg-emerald-300 text-slate-950' : 'border-white/25',
          )}
        >
          {item.completed && <Check className="size-3.5" strokeWidth={3} />}
        </span>
        <CategoryIcon categoryName={item.categoryName} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-semibold leading-snug text-white">{item.name}</span>
          <span className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-400">
            <span>{item.categoryName}</span>
            <span aria-hidden>·</span>
            <Clock className="size-3.5" aria-hidden />
            <span>{item.durationMinutes} min</span>
          </span>
          {item.reason && (
            <span className="mt-1 flex items-start gap-1.5 text-sm text-teal-100/90">
              <Sparkles className="mt-0.5 size-3.5 shrink-0 text-teal-200" aria-hidden />
              <span>{item.reason}</span>
            </span>
          )}
        </span>
        {item.completed ? (
          <span className="shrink-0 text-sm font-semibold text-emerald-200">✓ Completed</span>
        ) : (
          <span className="flex shrink-0 items-center gap-0.5 text-sm font-medium text-teal-200">
            <span className="max-sm:sr-only">Start</span>
            <ChevronRight
              className="size-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none"
              aria-hidden
            />
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The plan's practices. Collapsed, the list is cut at 120 px with a soft fade; rows that are cut off are
 * inert so that keyboard and screen-reader users meet only what is visible.
 */
export function PlanList({ items, collapsed, id }: { items: PlanItem[]; collapsed: boolean; id: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [visibleRows, setVisibleRows] = useState(items.length);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !collapsed) {
      setVisibleRows(items.length);
      return;
    }
    const rows = [...list.children] as HTMLElement[];
    const fitting = rows.filter(
      (row) => row.offsetTop - list.offsetTop + row.offsetHeight <= COLLAPSED_HEIGHT_PX,
    ).length;
    // The first row always stays reachable, even if a long name makes it taller than the cut.
    setVisibleRows(Math.max(1, fitting));
  }, [collapsed, items]);

  return (
    <div>
      <ul
        id={id}
        ref={listRef}
        className={cn(
          // The padding keeps the rows' focus rings inside the clipped area.
          '-m-1 space-y-2.5 overflow-hidden p-1 transition-[max-height] duration-300 motion-reduce:transition-none',
          // Rows cut by the collapsed height fade out instead of ending on a hard edge.
          collapsed &&
            items.length > visibleRows &&
            '[mask-image:linear-gradient(to_bottom,black_calc(100%-32px),transparent)]',
        )}
        style={{ maxHeight: collapsed ? COLLAPSED_HEIGHT_PX : `${items.length * ROW_MAX_HEIGHT_PX}px` }}
      >
        {items.map((item, index) => (
          <PlanRow key={item.id} item={item} hidden={collapsed && index >= visibleRows} />
        ))}
      </ul>
    </div>
  );
}

export function PlanSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading your plan...
      </p>
      <ul aria-hidden className="space-y-2.5">
        {[0, 1, 2].map((row) => (
          <li
            key={row}
            data-testid="plan-skeleton-row"
            className="flex items-center gap-4 rounded-2xl border border-white/10 bg-white/[0.04] px-4 py-3"
          >
            <span className="size-6 shrink-0 rounded-full bg-white/10" />
            <span className="size-10 shrink-0 animate-pulse rounded-xl bg-white/10 motion-reduce:animate-none" />
            <span className="flex-1 space-y-2">
              <span className="block h-4 w-2/5 animate-pulse rounded-full bg-white/15 motion-reduce:animate-none" />
              <span className="block h-3 w-1/4 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
