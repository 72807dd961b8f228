import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults for every setting', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ', SMTP_URL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('names every bad field in one message', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*AUTH_SECRET: must be at least 32 characters/,
    );
  });
});

describe('TRUSTED_ORIGINS', () => {
  it('is a comma-separated list of http(s) origins, empty by default', () => {
    expect(loadEnv({}).TRUSTED_ORIGINS).toEqual([]);
    expect(
      loadEnv({ TRUSTED_ORIGINS: 'https://a.example.org, https://b.example.org' }).TRUSTED_ORIGINS,
    ).toEqual(['https://a.example.org', 'https://b.example.org']);
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'javascript:alert(1)' })).toThrow(/TRUSTED_ORIGINS/);
  });
});
