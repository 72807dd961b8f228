import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { TrustedOrigins } from './trusted-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that a browser sends from another site is refused, as better-auth refuses one to its own
 * routes: the session cookie is SameSite=Lax, but a sibling subdomain counts as the same site. Browsers
 * always send Origin with such writes; a client without one (curl, a native app) is not a browser
 * carrying someone's cookie, unless Sec-Fetch-Site says the request crossed sites.
 */
export function refuseForeignOrigin(request: FastifyRequest, trusted: TrustedOrigins): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const foreign =
    origin !== undefined ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
  if (foreign) throw new HttpError(403, 'invalid_origin', 'Invalid origin');
}
