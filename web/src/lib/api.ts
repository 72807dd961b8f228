/** Error thrown for any non-2xx answer from the product API (`{ error: { code, message } }`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error of a refused request, from its `{ error: { code, message } }` body (or the status alone). */
export function apiErrorOf(response: Response, body: unknown): ApiError {
  const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
  return new ApiError(
    response.status,
    error?.code ?? `HTTP_${response.status}`,
    error?.message ?? (response.statusText || 'Request failed'),
  );
}

/** Fetches a JSON endpoint of the product API with the session cookie; throws ApiError on failure. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unexpected response.');
    }
  }
  if (!response.ok) throw apiErrorOf(response, body);
  return body as T;
}

/**
 * Sends `body` as JSON to an endpoint of the product API (POST, PUT, PATCH, or a DELETE that needs a body)
 * and reads the JSON answer; throws ApiError on failure, like `apiFetch`.
 */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return apiFetch<T>(path, { method, body: JSON.stringify(body), signal });
}
