import { describe, expect, it } from 'vitest';
import { addressVariants } from './address-variants';

describe('addressVariants', () => {
  it('spells an address encoded, with doubled slashes, a trailing slash and in mixed case', () => {
    expect(addressVariants('/api/v1/practices')).toEqual([
      '/%61pi/v1/practices',
      '/api/%761/practices',
      '/api/v1/%70ractices',
      '/%61pi/%761/%70ractices',
      '//api/v1/practices',
      '/api//v1/practices',
      '/api/v1/practices/',
      '/API/v1/practices',
      '/api/V1/practices',
    ]);
  });
});
