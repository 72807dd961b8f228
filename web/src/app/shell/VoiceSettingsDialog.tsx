import type { RefObject } from 'react';
import { Dialog } from '../../components/ui/Dialog';

/** Voice settings from the avatar menu. Voice guidance is not built yet, so the dialog says only that. */
export function VoiceSettingsDialog({
  open,
  onClose,
  returnFocusRef,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Voice settings"
      description="Voice guidance is coming soon."
      returnFocusRef={returnFocusRef}
    />
  );
}
