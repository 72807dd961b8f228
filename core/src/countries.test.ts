import { describe, expect, it } from 'vitest';
import { ProfileUpdateInput } from './contracts/profile';
import { COUNTRY_CODES, COUNTRY_INVALID, countryName, isCountryCode } from './countries';

describe('countries', () => {
  it('lists the 249 assigned ISO 3166-1 alpha-2 codes, once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['US', 'GB', 'JP', 'BR', 'IN', 'ZA', 'AQ', 'VA'])
      expect(isCountryCode(code)).toBe(true);
    // Not assigned, reserved or not ISO at all.
    for (const code of ['UK', 'EU', 'XK', 'ZZ', 'XX', 'gb', 'USA', ''])
      expect(isCountryCode(code)).toBe(false);
  });

  it('names a country in English, and falls back to the code', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('JP')).toBe('Japan');
    expect(countryName('QQ')).toBe('QQ');
  });

  it('lets the profile save any country, in capitals, or clear it', () => {
    expect(ProfileUpdateInput.parse({ country: 'gb' })).toEqual({ country: 'GB' });
    expect(ProfileUpdateInput.parse({ country: ' br ' })).toEqual({ country: 'BR' });
    expect(ProfileUpdateInput.parse({ country: null })).toEqual({ country: null });
    expect(ProfileUpdateInput.parse({})).toEqual({});
    for (const country of ['UK', 'USA', 'XX', '', 'G', 7, ['GB']]) {
      const result = ProfileUpdateInput.safeParse({ country });
      expect(result.success, JSON.stringify(country)).toBe(false);
      expect(result.error?.issues[0]?.message, JSON.stringify(country)).toBe(COUNTRY_INVALID);
    }
  });
});
