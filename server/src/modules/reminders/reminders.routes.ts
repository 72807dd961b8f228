import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_PREFERENCE_LABELS, type ReminderKind } from '@flowmind/core/notifications';
import { HttpError } from '../../http/errors';
import { UNSUBSCRIBE_PATH, type ReminderService } from './reminders.service';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Choose your emails in Flowmind.';

const UnsubscribeQuery = z.object({ token: z.string().max(300).default('') });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small page of its own: the app's CSP allows no inline style or script, and it needs neither. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Flowmind</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/notifications">Choose what Flowmind sends you</a></p></main></body></html>`,
    );
}

const kindName = (kind: ReminderKind) => NOTIFICATION_PREFERENCE_LABELS[kind].label;

/**
 * One-click unsubscribe (RFC 8058) from the link in every reminder email, without signing in. GET only
 * shows a page asking to confirm: mail scanners open links, and opening one must change nothing. POST
 * (the mail client's one-click `List-Unsubscribe=One-Click`, or the page's button) turns the kind off.
 */
export function registerReminderRoutes(app: FastifyInstance, deps: { reminders: ReminderService }): void {
  void app.register((scope, _options, done) => {
    // Mail clients post the one-click body as a form; its content does not matter, the token decides.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      UNSUBSCRIBE_PATH,
      { config: { public: true }, schema: { querystring: UnsubscribeQuery } },
      async (request, reply) => {
        const kind = deps.reminders.unsubscribeKind(request.query.token);
        if (!kind) {
          // A person's browser gets a page; any other client the API's JSON refusal.
          if (!request.headers.accept?.includes('text/html'))
            throw new HttpError(400, 'invalid_request', UNSUBSCRIBE_LINK_INVALID);
          return page(reply, 400, 'This link is not valid', `<p>${escapeHtml(UNSUBSCRIBE_LINK_INVALID)}</p>`);
        }
        return page(
          reply,
          200,
          `Stop ${kindName(kind)}?`,
          `<p>Flowmind will stop sending you ${escapeHtml(kindName(kind))}. You can turn them on again at any time.</p>` +
            `<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}">` +
            `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        );
      },
    );

    routes.post(
      UNSUBSCRIBE_PATH,
      { config: { public: true }, schema: { querystring: UnsubscribeQuery } },
      async (request, reply) => {
        const kind = await deps.reminders.unsubscribe(request.query.token);
        if (!kind) throw new HttpError(400, 'invalid_request', UNSUBSCRIBE_LINK_INVALID);
        return page(
          reply,
          200,
          'You are unsubscribed',
          `<p>Flowmind will not send you ${escapeHtml(kindName(kind))} any more.</p>`,
        );
      },
    );
    done();
  });
}
