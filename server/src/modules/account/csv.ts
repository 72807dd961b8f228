/**
 * CSV as RFC 4180 describes it (comma separated, CRLF line ends, fields quoted when they hold a comma, quote or
 * line break, quotes doubled), safe to open in a spreadsheet: a text cell that starts with =, +, -, @, a tab
 * or a carriage return would be read as a formula (CSV injection), so it gets a leading apostrophe.
 */
export type CsvValue = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A byte order mark first, so spreadsheet programs read the file as UTF-8 (names, notes, emoji). */
export const UTF8_BOM = '\uFEFF';

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
