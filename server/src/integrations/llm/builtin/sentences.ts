/** Small sentence helpers for the built-in coach's replies. */

/** Lower case with curly apostrophes made plain, as the built-in coach's word patterns are written. */
export function plainLower(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
}

/** A stable number for a text, so the same turn always reads the same (and tests are repeatable). */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The sentence of a 'why it helps' text that actually says why (mentions an effect), else the first. */
export function explainingSentence(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g)?.map((sentence) => sentence.trim()) ?? [];
  return (
    sentences.find((sentence) =>
      /\b(?:helps?|linked|tends?|calm\w*|lowers?|reduces?|eases?|shifts?|trains?|builds?)\b/i.test(sentence),
    ) ?? firstSentence(text)
  );
}

export function firstSentence(text: string | null | undefined): string {
  if (!text) return '';
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text.trim()).trim();
}

/** 'Nadia helps you feel...' -> 'I help you feel...': a coach's description as the coach says it. */
export function inFirstPerson(sentence: string, coachFirst: string): string {
  const escaped = coachFirst.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${escaped}\\s+([a-z]+)\\b`).exec(sentence);
  if (!match) return sentence;
  const verb = match[1]!;
  const base = /(?:ch|sh|ss|x)es$/.test(verb)
    ? verb.slice(0, -2)
    : verb.endsWith('s')
      ? verb.slice(0, -1)
      : verb;
  return `I ${base}${sentence.slice(match[0].length)}`.replace(
    /\b(?:her|his) (sessions|practices)\b/g,
    'my $1',
  );
}

/** Continues a sentence with a paragraph ('Try ...' -> 'try ...'); 'I' stays 'I'. */
export function lowerFirst(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
