import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * What the person tells us about one practice session, asked in one tap and always skippable: how they
 * feel as it starts (on the intro) and, on the done screen, how helpful it was. The intro and the done
 * screen are different stages of every player, so the answer travels between them here.
 */
export interface PracticeFeedback {
  moodBefore: number | null;
  setMoodBefore: (score: number) => void;
}

const PracticeFeedbackContext = createContext<PracticeFeedback | null>(null);

export function PracticeFeedbackProvider({ children }: { children: ReactNode }) {
  const [moodBefore, setMoodBefore] = useState<number | null>(null);
  const value = useMemo(() => ({ moodBefore, setMoodBefore }), [moodBefore]);
  return <PracticeFeedbackContext.Provider value={value}>{children}</PracticeFeedbackContext.Provider>;
}

/** The session's feedback, or null outside a practice page (a player rendered on its own asks nothing). */
export function usePracticeFeedback(): PracticeFeedback | null {
  return useContext(PracticeFeedbackContext);
}
