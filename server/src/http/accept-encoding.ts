/** The content codings the server sends, best first. */
export type ContentCoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** The content codings an Accept-Encoding header allows (those not refused with q=0), lower-cased. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params
      .map((param) => param.split('=').map((piece) => piece.trim()))
      .find(([key]) => key === 'q');
    if (name && !(quality && Number(quality[1]) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The coding to send: Brotli, then gzip, the first the client accepts and `available` allows (a page
 * precompressed at build time has only the copies the build wrote).
 */
export function pickEncoding(
  header: string | undefined,
  available: (coding: ContentCoding) => boolean = () => true,
): ContentCoding | undefined {
  const accepted = acceptedEncodings(header);
  return PREFERENCE.find((coding) => accepted.has(coding) && available(coding));
}
