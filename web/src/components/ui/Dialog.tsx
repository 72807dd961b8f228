import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from './cn';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Receives focus when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Receives focus when the dialog closes; defaults to the element focused before it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * A modal dialog on Radix Dialog: role=dialog with aria-modal, labelled by its title (and described by its
 * description); focus moves in, stays in (Tab wraps) and returns on close; Escape or a click on the backdrop
 * closes it; the page behind is hidden from assistive technology, takes no pointer input and does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  returnFocusRef,
  className,
}: DialogProps) {
  /** Read as the dialog opens, while the opener still has the focus: where the focus goes back on close. */
  const returnTargetsRef = useRef<{ requested?: HTMLElement | null; opener: HTMLElement | null }>({
    opener: null,
  });

  // The page behind does not scroll while the dialog is open. Radix's Overlay would lock it with an injected
  // <style>, which the app's Content Security Policy (style-src 'self') refuses; the body's own style is
  // set through the CSSOM, which that policy does not govern.
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // React bubbles the key through portals: a dialog opened from inside another closes alone.
    event.stopPropagation();
    onClose();
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        {/* The backdrop centres the panel; a press on it lands outside the panel, which closes the dialog.
            It takes pointer input while Radix turns it off for the rest of the page. */}
        <div className="pointer-events-auto fixed inset-0 z-50 flex items-end justify-center bg-slate-950/70 p-0 backdrop-blur-sm sm:items-center sm:p-6">
          <RadixDialog.Content
            aria-modal="true"
            onOpenAutoFocus={(event) => {
              const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              returnTargetsRef.current = { requested: returnFocusRef?.current, opener };
              const initial = initialFocusRef?.current;
              if (initial) {
                event.preventDefault();
                initial.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              // Radix returns focus to its own trigger, which these dialogs do not use: the focus goes back to
              // returnFocusRef's element, or else to the opener, whichever is still on the page.
              event.preventDefault();
              const { requested, opener } = returnTargetsRef.current;
              returnTargetsRef.current = { opener: null };
              const target = requested?.isConnected ? requested : opener;
              if (target?.isConnected) target.focus();
            }}
            // Radix hears Escape on the document before the focused control does. A control inside that
            // handles Escape itself (leaving an edit, abandoning a recording) stops the key from bubbling,
            // so the dialog closes on an Escape that reaches the panel instead.
            onEscapeKeyDown={(event) => event.preventDefault()}
            onKeyDown={onKeyDown}
            className={cn(
              'relative max-h-[92dvh] w-full max-w-lg animate-fade-up overflow-y-auto rounded-t-3xl border border-white/10 bg-[#121a3a] p-6 shadow-2xl shadow-black/50 focus:outline-none sm:rounded-3xl sm:p-7',
              className,
            )}
          >
            <div className="flex items-start justify-between gap-4">
              <RadixDialog.Title className="text-xl font-semibold tracking-tight text-white">
                {title}
              </RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Close"
                className="-mr-2 -mt-1 flex size-9 shrink-0 items-center justify-center rounded-full text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
              >
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            </div>
            {description && (
              <RadixDialog.Description asChild>
                <div className="mt-1.5 text-sm text-slate-300">{description}</div>
              </RadixDialog.Description>
            )}
            {children && <div className="mt-5">{children}</div>}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
