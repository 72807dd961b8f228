import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  icon?: ReactNode;
}

type TabsProps<Id extends string> = {
  /** Names the tab list for screen readers, e.g. 'Progress views'. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's content. */
  children: ReactNode;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End jump to the
 * ends, and only the selected tab is in the Tab order; the panel follows it.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab, not the selected one: the selection may still be on its way through the router.
    const focused = tabs.findIndex((tab) => tabRefs.current.get(tab.id) === event.target);
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selected);
    const next: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const id = tabs[target]!.id;
    onSelect(id);
    tabRefs.current.get(id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-full border border-white/10 bg-white/[0.05] p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cn(
                'flex min-h-10 flex-1 items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold transition sm:px-3',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300',
                active
                  ? 'bg-white/[0.14] text-white shadow-sm shadow-black/30'
                  : 'text-slate-300 hover:bg-white/[0.06] hover:text-white',
              )}
            >
              {/* On a phone the labels alone fit; icons join them from the small breakpoint up. */}
              {tab.icon && <span className="hidden sm:contents">{tab.icon}</span>}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-5 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-300"
      >
        {children}
      </div>
    </div>
  );
}
