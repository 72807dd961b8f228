/** What the speech engines share about a server speaking OpenAI's audio API (Kokoro-FastAPI, a Whisper server, OpenAI). */

/** The base URL without a trailing slash or /v1, so both spellings of a *_BASE_URL setting work. */
export function apiBase(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
}

/**
 * Whether the server is up, asked at most every 30 s: any answer below 500 means it is, and GET /v1/models
 * is the one path every such server knows.
 */
export function serverStatusCheck(options: {
  base: string;
  model: string;
  apiKey?: string;
  fetch: typeof fetch;
}): () => Promise<{ available: boolean; detail: string }> {
  let lastStatus: { at: number; status: { available: boolean; detail: string } } | undefined;
  return async () => {
    if (lastStatus && Date.now() - lastStatus.at < 30_000) return lastStatus.status;
    const where = `${options.model} at ${new URL(options.base).host}`;
    let status: { available: boolean; detail: string };
    try {
      const response = await options.fetch(`${options.base}/v1/models`, {
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal: AbortSignal.timeout(3000),
      });
      await response.body?.cancel();
      status =
        response.status < 500
          ? { available: true, detail: where }
          : { available: false, detail: `${where} answered HTTP ${response.status}` };
    } catch (error) {
      status = { available: false, detail: `${where} is unreachable: ${(error as Error).message}` };
    }
    lastStatus = { at: Date.now(), status };
    return status;
  };
}
