import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/csv';
import { csvCell, toCsv, UTF8_BOM } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    const cellFor: Record<string, string> = {
      plain: 'plain',
      'a, b': '"a, b"',
      'say "hi"': '"say ""hi"""',
      'line one\nline two': '"line one\nline two"',
      'cr\r': '"cr\r"',
    };
    for (const [text, cell] of Object.entries(cellFor)) expect(csvCell(text), text).toBe(cell);
  });

  it('writes empty cells for null and undefined, ISO text for dates, plain numbers and booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(8)).toBe('8');
    expect(csvCell(true)).toBe('true');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a = b')).toBe('a = b');
    // Numbers are data, not text a person typed.
    expect(csvCell(-1)).toBe('-1');
  });

  it('starts with a byte order mark, ends lines with CRLF and reads back cell for cell', () => {
    const rows = [
      ['Nora, "the calm"', 'multi\nline', '=1+1'],
      ['', 'ünïcødé 🌿', 'x'],
    ];
    const text = toCsv(['a', 'b', 'c'], rows);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([['a', 'b', 'c'], ['Nora, "the calm"', 'multi\nline', "'=1+1"], rows[1]]);
  });
});
