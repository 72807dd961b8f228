import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BarChart3, Home, LogOut, Menu, MessageCircle, Sparkles, User, Users, X } from 'lucide-react';
import { pageTitleFor } from '@flowmind/core/routing';
import { useMe, useSignOut } from '../lib/session';
import { ButtonLink } from '../components/ui/Button';
import { LogoMark } from '../components/ui/Logo';
import { Spinner } from '../components/ui/Spinner';
import { cn } from '../components/ui/cn';
import { useDocumentTitle } from '../lib/document-title';

const menuLinks = [
  { to: '/home', label: 'Home', icon: Home },
  { to: '/plan', label: 'Daily Practice', icon: Sparkles },
  { to: '/progress', label: 'Your Progress', icon: BarChart3 },
  { to: '/community', label: 'Community', icon: Users },
  { to: '/profile', label: 'Profile', icon: User },
];

/**
 * Frame of every signed-in page: top bar (menu, product name, page title, Practice, avatar menu) and, when
 * `navigation` is on, the bottom bar. Onboarding uses it without navigation.
 */
export function AppShell({ navigation = true }: { navigation?: boolean }) {
  const { pathname } = useLocation();
  const title = pageTitleFor(pathname);
  useDocumentTitle(title);
  const me = useMe().data;
  const chatTarget = me?.coachId ? `/chat/${me.coachId}` : '/chat';

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-white/10 bg-[#0b1026]/80 backdrop-blur-xl">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
          {navigation && <MainMenu />}
          <Link
            to="/home"
            className="flex items-center gap-2 rounded-full pr-2 font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-teal-300"
          >
            <LogoMark className="size-7" />
            <span className="sr-only sm:not-sr-only">Flowmind</span>
          </Link>
          <span aria-hidden className="hidden h-5 w-px bg-white/15 sm:block" />
          <p className="min-w-0 flex-1 truncate text-base font-medium text-slate-200">{title}</p>
          {navigation && (
            <ButtonLink to="/plan" size="sm" variant="secondary">
              <Sparkles className="size-4" aria-hidden />
              Practice
            </ButtonLink>
          )}
          <AvatarMenu name={me?.name ?? ''} showProfile={navigation} />
        </div>
      </header>
      <main
        id="main"
        className={cn('mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6', navigation && 'pb-28')}
      >
        <Suspense
          fallback={
            <div className="flex justify-center py-16 text-teal-300">
              <Spinner size="lg" label="Loading" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {navigation && (
        <nav
          aria-label="Primary"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-[#0b1026]/90 backdrop-blur-xl"
        >
          <ul className="mx-auto grid max-w-xl grid-cols-5 px-2 pb-[env(safe-area-inset-bottom)]">
            {[
              { to: '/home', label: 'Home', icon: Home },
              { to: '/plan', label: 'Practice', icon: Sparkles },
              { to: chatTarget, label: 'Chat', icon: MessageCircle, match: '/chat' },
              { to: '/progress', label: 'Progress', icon: BarChart3 },
              { to: '/community', label: 'Community', icon: Users },
            ].map(({ to, label, icon: Icon, match }) => {
              const active = pathname === to || (match !== undefined && pathname.startsWith(match));
              return (
                <li key={label}>
                  <Link
                    to={to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex flex-col items-center gap-1 py-2.5 text-xs font-medium transition',
                      active ? 'text-teal-200' : 'text-slate-300 hover:text-white',
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** Closes a popup on Escape or a click outside it. */
function useDismiss(open: boolean, close: () => void, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, ref]);
}

function MainMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, () => setOpen(false), ref);
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
          className="absolute left-0 top-12 w-60 rounded-2xl border border-white/10 bg-[#121a3a] p-2 shadow-2xl shadow-black/40"
        >
          {menuLinks.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition',
                  isActive ? 'bg-teal-300/10 text-teal-100' : 'text-slate-200 hover:bg-white/5',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}

function AvatarMenu({ name, showProfile }: { name: string; showProfile: boolean }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const signOut = useSignOut();
  useDismiss(open, () => setOpen(false), ref);
  const initial = name.trim().charAt(0).toUpperCase() || '?';

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      void navigate('/', { replace: true });
    }
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-indigo-400 text-sm font-bold text-slate-950 ring-2 ring-white/10 transition hover:ring-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
      >
        {initial}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          className="absolute right-0 top-12 w-56 rounded-2xl border border-white/10 bg-[#121a3a] p-2 shadow-2xl shadow-black/40"
        >
          {name && <p className="truncate px-3 pb-2 pt-1 text-sm text-slate-300">{name}</p>}
          {showProfile && (
            <Link
              role="menuitem"
              to="/profile"
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-100 hover:bg-white/5"
            >
              <User className="size-4" aria-hidden />
              Profile
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-100 hover:bg-white/5 disabled:opacity-60"
          >
            <LogOut className="size-4" aria-hidden />
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
