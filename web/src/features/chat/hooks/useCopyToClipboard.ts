import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_CONFIRM_MS } from '@flowmind/core/recording';

/**
 * Writes text to the clipboard. The async Clipboard API needs a secure context and a focused document; where
 * it is missing or refuses, a hidden textarea and the older copy command still work (e.g. plain http on a
 * local network address).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Falls through to the copy command.
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  textarea.style.pointerEvents = 'none';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(textarea);
  textarea.select();
  let copied = false;
  try {
    // Deprecated, but the only copy path outside secure contexts.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  focused?.focus();
  return copied;
}

/**
 * Copies a message and remembers which one for 1.2 s, so its button can say 'Copied'.
 * A second copy restarts the confirmation.
 */
export function useCopyToClipboard() {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (id: string, text: string) => {
    const copied = await copyText(text);
    clearTimeout(timer.current);
    setCopiedId(copied ? id : null);
    setFailedId(copied ? null : id);
    timer.current = setTimeout(() => {
      setCopiedId(null);
      setFailedId(null);
    }, COPY_CONFIRM_MS);
    return copied;
  }, []);

  return { copy, copiedId, failedId };
}
