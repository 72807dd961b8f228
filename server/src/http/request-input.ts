import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * No request body of ours nests anywhere near this deep. Refusing deeper JSON at parse time keeps
 * recursive code further on (schema validation, JSON.stringify in the better-auth bridge) from running
 * out of stack on a body like 100,000 nested arrays.
 */
export const MAX_JSON_DEPTH = 64;

export const NUL_TEXT_MESSAGE = 'Text cannot contain a NUL character.';

/**
 * Guards every route, better-auth's catch-all included, against input that would otherwise fail deep
 * inside with a 500:
 * - JSON nested deeper than MAX_JSON_DEPTH is refused before it is parsed (Fastify's own JSON parser,
 *   with its prototype-poisoning protection, still does the parsing);
 * - U+0000 anywhere in the parsed body, query string or address parameters is refused before validation:
 *   PostgreSQL text cannot hold it (error 22021), so it would otherwise fail in the middle of a write.
 * Register before any route or plugin, so every scope inherits both.
 */
export function registerRequestInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (jsonNestingExceeds(body, MAX_JSON_DEPTH)) {
      done(
        new HttpError(400, 'body_too_deep', `JSON can be nested at most ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
      return;
    }
    return parseJson(request, body, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const hasNul = containsNul(request.body) || containsNul(request.query) || containsNul(request.params);
    done(hasNul ? new HttpError(400, 'invalid_text', NUL_TEXT_MESSAGE) : undefined);
  });
}

const QUOTE = '"'.charCodeAt(0);
const BACKSLASH = '\\'.charCodeAt(0);
const OPEN_BRACKET = '['.charCodeAt(0);
const CLOSE_BRACKET = ']'.charCodeAt(0);
const OPEN_BRACE = '{'.charCodeAt(0);
const CLOSE_BRACE = '}'.charCodeAt(0);

/**
 * Whether JSON text opens more than `limit` arrays and objects inside one another; brackets inside strings
 * do not count. One pass over the text, without parsing it: malformed JSON is left to the parser to refuse.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** Whether a parsed value holds U+0000 in any string or object key, at any depth (walked without recursion). */
function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
