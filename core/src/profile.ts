/**
 * Profile editing rules: the limits and messages for names, goals and social links, and how what is typed
 * becomes what is stored.
 */

export const MAX_NAME_LENGTH = 50;
/** The name shown for a person is the first and last name joined by a space (see fullName). */
export const MAX_FULL_NAME_LENGTH = 2 * MAX_NAME_LENGTH + 1;
export const MAX_GOALS = 20;
export const MAX_GOAL_LENGTH = 80;
export const MAX_SOCIAL_LINKS = 10;
export const MAX_SOCIAL_LINK_LENGTH = 200;
/** The profile header shows this many goals, then '+N more'. */
export const HEADER_GOAL_COUNT = 3;

export const FIRST_NAME_REQUIRED = 'Please enter your first name.';
export const NAME_TOO_LONG = `Names can be at most ${MAX_NAME_LENGTH} characters.`;
export const FULL_NAME_INVALID = `Your full name must be text of at most ${MAX_FULL_NAME_LENGTH} characters.`;
export const PROFILE_PICTURE_NOT_ACCEPTED = 'Profile pictures cannot be set in Flowmind.';
export const GOAL_TOO_LONG = `A goal can be at most ${MAX_GOAL_LENGTH} characters.`;
export const TOO_MANY_GOALS = `You can keep up to ${MAX_GOALS} goals.`;
export const TOO_MANY_SOCIAL_LINKS = `You can add up to ${MAX_SOCIAL_LINKS} social links.`;
export const SOCIAL_LINK_INVALID =
  'Social links must be web addresses separated by commas, such as instagram.com/yourname.';

/** Beside the profile's Country select: why the app asks. */
export const COUNTRY_HINT = 'Used to show crisis lines for where you are.';

/** Social links typed as one text: split on commas, trimmed, and empty items (stray commas) dropped. */
export function splitSocialLinks(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A social link as it is stored: an http(s) address with a host that has a dot, `https://` added when no
 * scheme was typed, so every saved link opens. Anything else (a bare handle, a `javascript:` address,
 * spaces inside) is null, so it can be refused with SOCIAL_LINK_INVALID rather than saved as a dead link.
 */
export function normalizeSocialLink(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_SOCIAL_LINK_LENGTH || /\s/.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) && !/^xn--/i.test(host.split('.').pop() ?? '')) return null;
  if (url.username || url.password) return null;
  const text = url.toString();
  // URL adds a trailing slash to a bare host ("instagram.com" -> "https://instagram.com/"); keep what was typed.
  return url.pathname === '/' && !url.search && !url.hash && !trimmed.endsWith('/')
    ? text.slice(0, -1)
    : text;
}

/** The saved list of links: normalised, duplicates dropped (first kept); null if any item is not a link. */
export function normalizeSocialLinks(links: readonly string[]): string[] | null {
  const result: string[] = [];
  for (const link of links) {
    const normalized = normalizeSocialLink(link);
    if (normalized === null) return null;
    if (!result.some((existing) => existing.toLowerCase() === normalized.toLowerCase()))
      result.push(normalized);
  }
  return result;
}

/** Goals as stored: trimmed, inner spaces collapsed, blanks dropped, duplicates (any case) dropped. */
export function normalizeGoals(goals: readonly string[]): string[] {
  const result: string[] = [];
  for (const goal of goals) {
    const cleaned = goal.trim().replace(/\s+/g, ' ');
    if (cleaned && !result.some((existing) => existing.toLowerCase() === cleaned.toLowerCase())) {
      result.push(cleaned);
    }
  }
  return result;
}

/**
 * Adds a goal typed at 'Enter a new goal:' only if it is non-blank after trimming (a blank goal would be an
 * empty tag) and not already there; returns the same list otherwise.
 */
export function addGoal(goals: readonly string[], typed: string): string[] {
  const next = normalizeGoals([...goals, typed]);
  return next.length === goals.length ? [...goals] : next;
}

/** The header's goals: the first three, and how many more there are ('+N more'). */
export function headerGoals(goals: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: goals.slice(0, HEADER_GOAL_COUNT),
    more: Math.max(0, goals.length - HEADER_GOAL_COUNT),
  };
}

/** Onboarding goal values ('better sleep') read as labels ('Better sleep'); typed goals stay as typed. */
export function goalLabel(goal: string): string {
  return goal.charAt(0).toUpperCase() + goal.slice(1);
}

/** The name stored on the profile: first and last name joined by a space. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
