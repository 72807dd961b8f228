import { z } from 'zod';

/**
 * Text a person types that must not be blank: trimmed, then at least one character and at most `max`.
 * Missing, non-text and blank input all get the `required` message, so the person reads one plain sentence
 * whatever the client sent.
 */
export function requiredText(max: number, required: string, tooLong?: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}
