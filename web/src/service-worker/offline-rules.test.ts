import { describe, expect, it } from 'vitest';
import {
  isAppNavigation,
  isCachedApiRead,
  isMusicTrack,
  isSpeechAudio,
  isSpeechGeneration,
  notificationFromPush,
  sameOriginTarget,
  speechAnswerKey,
} from './offline-rules';

const origin = 'https://flowmind.example';
const at = (path: string) => new URL(path, origin);

describe('isCachedApiRead', () => {
  it('keeps the reads the screens show offline', () => {
    for (const path of [
      '/api/v1/me',
      '/api/v1/profile',
      '/api/v1/progress',
      '/api/v1/mood/today',
      '/api/v1/mood/history?days=30',
      '/api/v1/practices/plan',
      '/api/v1/practices/recommended',
    ]) {
      expect(isCachedApiRead(at(path), 'GET', origin), path).toBe(true);
    }
  });

  it('never keeps auth endpoints, writes, streams, exports, health or other sites', () => {
    expect(isCachedApiRead(at('/api/auth/get-session'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/mood'), 'POST', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/profile'), 'PATCH', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/events'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/account/export'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/account/export/moods.csv'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/health'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/voice/health'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(at('/api/v1/voice/audio/abc'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(new URL('https://elsewhere.example/api/v1/me'), 'GET', origin)).toBe(false);
    expect(isCachedApiRead(at('/home'), 'GET', origin)).toBe(false);
  });
});

describe('audio', () => {
  it('tells generated speech from the music tracks', () => {
    expect(isSpeechAudio(at('/api/v1/voice/audio/k1?sig=x'), 'GET', origin)).toBe(true);
    expect(isSpeechAudio(at('/api/v1/voice/generate'), 'POST', origin)).toBe(false);
    expect(isMusicTrack(at('/breathing-focus.mp3'), 'GET', origin)).toBe(true);
    expect(isMusicTrack(at('/assets/x/breathing-focus.mp3'), 'GET', origin)).toBe(false);
    expect(isMusicTrack(new URL('https://cdn.example/breathing-focus.mp3'), 'GET', origin)).toBe(false);
  });
});

describe('speech answers', () => {
  it('keeps the answer of a speech request by a digest of its body, never its text', async () => {
    expect(isSpeechGeneration(at('/api/v1/voice/generate'), 'POST', origin)).toBe(true);
    expect(isSpeechGeneration(at('/api/v1/voice/generate'), 'GET', origin)).toBe(false);
    expect(isSpeechGeneration(new URL('https://cdn.example/api/v1/voice/generate'), 'POST', origin)).toBe(
      false,
    );
    const body = JSON.stringify({ text: 'Breathe in slowly', voice: 'af_nicole', speed: 1 });
    const key = await speechAnswerKey(body, origin);
    expect(key).toMatch(/^https:\/\/flowmind\.example\/api\/v1\/voice\/generate\/kept\/[0-9a-f]{64}$/);
    expect(await speechAnswerKey(body, origin)).toBe(key);
    expect(await speechAnswerKey(body.replace('af_nicole', 'am_adam'), origin)).not.toBe(key);
  });
});

describe('isAppNavigation', () => {
  it('answers app pages with the shell, never API addresses', () => {
    expect(isAppNavigation(at('/home'))).toBe(true);
    expect(isAppNavigation(at('/practice/abc'))).toBe(true);
    expect(isAppNavigation(at('/'))).toBe(true);
    expect(isAppNavigation(at('/api'))).toBe(false);
    expect(isAppNavigation(at('/api/v1/me'))).toBe(false);
    expect(isAppNavigation(at('/api/auth/callback/google'))).toBe(false);
  });
});

describe('push notifications', () => {
  it('reads title, body, tag and a same-origin url', () => {
    expect(
      notificationFromPush(
        JSON.stringify({ title: 'Time to breathe', body: '2 minutes', url: '/plan', tag: 'reminder' }),
        origin,
      ),
    ).toEqual({ title: 'Time to breathe', body: '2 minutes', tag: 'reminder', url: '/plan' });
  });

  it('never leads to another site', () => {
    expect(sameOriginTarget('https://evil.example/phish', origin)).toBe('/home');
    expect(sameOriginTarget('//evil.example/x', origin)).toBe('/home');
    expect(sameOriginTarget('javascript:alert(1)', origin)).toBe('/home');
    expect(sameOriginTarget(`${origin}/progress?tab=mood`, origin)).toBe('/progress?tab=mood');
    expect(sameOriginTarget(undefined, origin)).toBe('/home');
  });

  it('still shows something for a payload that is not the expected JSON', () => {
    expect(notificationFromPush('plain words', origin)).toEqual({
      title: 'Flowmind',
      body: 'plain words',
      tag: undefined,
      url: '/home',
    });
    expect(notificationFromPush(null, origin).title).toBe('Flowmind');
  });
});
