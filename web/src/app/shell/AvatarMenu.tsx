import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { AudioLines, LogOut, User } from 'lucide-react';
import { useSignOutAndLeave } from '../../components/session/SignOutButton';
import { useDismiss } from './useDismiss';
import { VoiceSettingsDialog } from '../../components/voice/VoiceSettingsDialog';

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-100 ' +
  'hover:bg-white/5 focus:bg-white/10 focus:outline-none disabled:opacity-60';

/**
 * The avatar button and its menu: Profile, Voice Settings (a dialog) and Sign Out (then /). Arrow keys,
 * Home and End move between items; Escape closes and returns to the button.
 */
export function AvatarMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { signingOut, signOutAndLeave } = useSignOutAndLeave();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);
  const initial = name.trim().charAt(0).toUpperCase() || '?';

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // An opened menu starts on its first item.
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(all.length - 1);
    else if (event.key === 'Escape') {
      close();
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      close();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-indigo-400 text-sm font-bold text-slate-950 ring-2 ring-white/10 transition hover:ring-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
      >
        {initial}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-12 w-56 rounded-2xl border border-white/10 bg-[#121a3a] p-2 shadow-2xl shadow-black/40"
        >
          {name && (
            <p role="none" className="truncate px-3 pb-2 pt-1 text-sm text-slate-300">
              {name}
            </p>
          )}
          <Link role="menuitem" tabIndex={-1} to="/profile" onClick={close} className={itemClasses}>
            <User className="size-4" aria-hidden />
            Profile
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close();
              setVoiceOpen(true);
            }}
            className={itemClasses}
          >
            <AudioLines className="size-4" aria-hidden />
            Voice Settings
          </button>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => void signOutAndLeave()}
            disabled={signingOut}
            className={itemClasses}
          >
            <LogOut className="size-4" aria-hidden />
            Sign Out
          </button>
        </div>
      )}
      <VoiceSettingsDialog open={voiceOpen} onClose={() => setVoiceOpen(false)} returnFocusRef={buttonRef} />
    </div>
  );
}
