/** A piece of a message: plain text, or a markdown link to a page of the app. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

/** Only paths inside the app become links; anything else (other sites, javascript:, //host) stays text. */
export function isInAppPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * Splits a coach's text into text and in-app links (the chat contract: plain text with markdown links to
 * app paths only). The text is never interpreted as HTML.
 */
export function parseMessageText(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of content.matchAll(MARKDOWN_LINK)) {
    const [whole, label, target] = match as unknown as [string, string, string];
    if (!isInAppPath(target)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: content.slice(last, match.index) });
    parts.push({ kind: 'link', text: label, to: target });
    last = match.index + whole.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

/** The message as a person would read it aloud or paste it: link labels without their markdown. */
export function plainMessageText(content: string): string {
  return parseMessageText(content)
    .map((part) => part.text)
    .join('')
    .trim();
}
