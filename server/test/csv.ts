import { parse } from 'csv-parse/sync';

/** Reads a CSV export the way a spreadsheet program would (csv-parse, RFC 4180, the BOM dropped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = parse(text, { bom: true, relax_column_count: true });
  return rows;
}
