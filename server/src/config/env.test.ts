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

describe('Web Push settings', () => {
  const publicKey = Buffer.alloc(65, 4).toString('base64url');
  const privateKey = Buffer.alloc(32, 7).toString('base64url');

  it('takes a VAPID key pair, or none', () => {
    const env = loadEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect([env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY]).toEqual([publicKey, privateKey]);
    expect(loadEnv({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: set both/);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be 65 bytes/,
    );
    expect(() => loadEnv({ VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT/);
    expect(loadEnv({ VAPID_SUBJECT: 'mailto:ops@example.org' }).VAPID_SUBJECT).toBe('mailto:ops@example.org');
  });

  it('accepts local push endpoints only outside production', () => {
    expect(loadEnv({ NODE_ENV: 'test', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).PUSH_ALLOW_LOCAL_ENDPOINTS).toBe(
      true,
    );
    expect(() => loadEnv({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' })).toThrow(/PUSH_ALLOW_LOCAL_ENDPOINTS/);
    expect(loadEnv({}).PUSH_ALLOW_LOCAL_ENDPOINTS).toBe(false);
  });
});
