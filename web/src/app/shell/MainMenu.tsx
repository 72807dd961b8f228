import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { normalizePathname } from '@flowmind/core/routing';
import { menuItems } from './nav-links';
import { NavLinkList } from './NavLinkList';
import { useDismiss } from './useDismiss';

/** The top bar's menu button and its collapsible list of destinations. */
export function MainMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const pathname = normalizePathname(useLocation().pathname);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex size-10 items-center justify-center rounded-full text-slate-200 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-teal-300"
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Menu"
          className="fixed inset-x-3 top-[4.25rem] rounded-2xl border border-white/10 bg-[#121a3a] p-2 shadow-2xl shadow-black/40 sm:absolute sm:inset-x-auto sm:left-0 sm:top-12 sm:w-60"
        >
          <NavLinkList
            items={menuItems}
            pathname={pathname}
            onNavigate={close}
            linkClassName="flex items-center gap-3 rounded-xl px-3 py-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-teal-300"
            activeClassName="bg-teal-300/10 text-teal-100"
            idleClassName="text-slate-200 hover:bg-white/5"
            iconClassName="size-4"
          />
        </nav>
      )}
    </div>
  );
}
