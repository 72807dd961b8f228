import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
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
 * WAI-ARIA tabs on Radix Tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, and only one tab is in the Tab order; the panel follows the selected tab.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className,
}: TabsProps<Id>) {
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(value) => {
        const tab = tabs.find((candidate) => candidate.id === value);
        if (tab) onSelect(tab.id);
      }}
      activationMode="automatic"
      className={className}
    >
      <RadixTabs.List
        aria-label={label}
        loop
        className="flex gap-1 rounded-full border border-white/10 bg-white/[0.05] p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <RadixTabs.Trigger
              key={tab.id}
              value={tab.id}
              // Only the selected tab's panel is on the page, so only that tab names the panel it controls.
              {...(active ? {} : { 'aria-controls': undefined })}
              // Radix focuses a pressed tab from script, which Chrome shows with the keyboard focus ring. The
              // press stops here, in the capture phase before Radix hears it, so the browser focuses a clicked
              // tab as it does any button (without a ring) and the click selects it; keys stay with Radix.
              onMouseDownCapture={(event) => event.stopPropagation()}
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
            </RadixTabs.Trigger>
          );
        })}
      </RadixTabs.List>
      <RadixTabs.Content
        value={selected}
        className="mt-5 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-300"
      >
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
