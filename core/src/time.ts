/*
 * Building an Intl.DateTimeFormat costs about half a millisecond, far more than using one, and most
 * requests ask for a local date: one formatter per time zone is kept (there are only a few hundred zones;
 * unknown names are never stored).
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const hourFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat | undefined {
  const known = cache.get(timeZone);
  if (known) return known;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return undefined;
  }
  // Intl accepts any letter case, so the names are not a closed set: the map stays bounded.
  if (cache.size >= 2_000) cache.clear();
  cache.set(timeZone, formatter);
  return formatter;
}

function dateFormatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  return formatterIn(dateFormatters, timeZone, 'en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
}

function hourFormatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  return formatterIn(hourFormatters, timeZone, 'en-GB', { hour: '2-digit', hourCycle: 'h23' });
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

function minuteFormatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  return formatterIn(minuteFormatters, timeZone, 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/**
 * The local clock time of an instant as minutes since local midnight (0-1439), in a time zone (UTC for a
 * zone the runtime does not know). Across a daylight-saving change the clock jumps or repeats, as it does on
 * the person's wall.
 */
export function localMinuteIn(timeZone: string, at: Date): number {
  const formatter = minuteFormatterFor(timeZone) ?? minuteFormatterFor('UTC')!;
  const parts = formatter.formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return (get('hour') % 24) * 60 + get('minute');
}

/** The hour (0-23) of an instant in a time zone (UTC for a zone the runtime does not know). */
export function localHourIn(timeZone: string, at: Date): number {
  const formatter = hourFormatterFor(timeZone) ?? hourFormatterFor('UTC')!;
  const hour = formatter.formatToParts(at).find((part) => part.type === 'hour')!.value;
  return Number(hour) % 24;
}

/** True when the runtime knows this IANA time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  return dateFormatterFor(timeZone) !== undefined;
}

function formatLocalDate(timeZone: string, at: Date): string {
  const formatter = dateFormatterFor(timeZone) ?? dateFormatterFor('UTC')!;
  const parts = formatter.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/*
 * Today's date per zone, for the minute it was worked out in: every zone's offset today is a whole number
 * of minutes, so a local date cannot change within a UTC minute. Most requests ask for today's date, and
 * formatting it is about 2% of a small request (bench:api --profile).
 */
const todayByZone = new Map<string, { minute: number; date: string }>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone (UTC for a zone the runtime does not know). */
export function localDateIn(timeZone: string, at?: Date): string {
  if (at) return formatLocalDate(timeZone, at);
  const now = Date.now();
  const minute = Math.floor(now / 60_000);
  const known = todayByZone.get(timeZone);
  if (known?.minute === minute) return known.date;
  const date = formatLocalDate(timeZone, new Date(now));
  if (todayByZone.size >= 2_000) todayByZone.clear();
  todayByZone.set(timeZone, { minute, date });
  return date;
}

/**
 * The home greeting's part of day by local hour: 'morning' before 12:00, 'afternoon' before 17:00,
 * else 'evening'.
 */
export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The day of the week of a calendar date (YYYY-MM-DD): 0 Sunday to 6 Saturday. */
export function weekdayOf(localDate: string): number {
  return new Date(`${localDate}T00:00:00Z`).getUTCDay();
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(localDate: string, days: number): string {
  const at = new Date(`${localDate}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
