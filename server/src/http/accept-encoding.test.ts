import { describe, expect, it } from 'vitest';
import { pickEncoding } from './accept-encoding';

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('br; q = 0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding(',,;;q=')).toBeUndefined();
  });

  it('offers only the copies there are', () => {
    expect(pickEncoding('gzip, br', (coding) => coding === 'gzip')).toBe('gzip');
    expect(pickEncoding('br', (coding) => coding === 'gzip')).toBeUndefined();
  });
});
