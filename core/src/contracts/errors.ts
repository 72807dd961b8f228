/**
 * Every refusal of the product API is answered as `{ error: { code, message } }` with its HTTP status.
 * The code is one of ERROR_CODES, for programs to tell refusals apart; the message is the text to show,
 * so clients show it as sent instead of mapping codes back to texts of their own.
 */
export const ERROR_CODES = [
  // Any route
  'bad_request',
  'invalid_request',
  'invalid_text',
  'body_too_deep',
  'invalid_address',
  'address_too_long',
  'invalid_origin',
  'unauthorized',
  'not_found',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  // A write sent again with its Idempotency-Key but another body (decision 0024)
  'idempotency_key_reused',
  // Fastify's own refusals of a request body, named after its FST_ERR_* code
  'ctp_body_too_large',
  'ctp_empty_json_body',
  'ctp_invalid_content_length',
  'ctp_invalid_json_body',
  'ctp_invalid_media_type',
  // Onboarding, and what needs it first
  'onboarding_required',
  'onboarding_save_failed',
  'no_coaches',
  // Account deletion
  'password_required',
  'invalid_password',
  'confirmation_required',
  'too_many_attempts',
  // Voice
  'no_audio',
  'audio_too_large',
  'audio_too_short_or_quiet',
  'invalid_audio_format',
  'recording_too_short',
  'recording_too_long',
  'no_speech_detected',
  'transcription_failed',
  'speech_to_text_unavailable',
  'speech_generation_failed',
  // Push reminders
  'invalid_push_subscription',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a value is a code the product API sends (so the message beside it is the API's own text). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** The body of every refusal of the product API. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}
