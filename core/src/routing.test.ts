import { describe, it, expect } from 'vitest';
import { APP_ROUTES, isAppRoute, pageTitleFor, resolveRoute, type AuthState } from './routing';

const signedOut: AuthState = { status: 'signedOut' };
const onboarding: AuthState = { status: 'signedIn', onboardingCompleted: false };
const onboarded: AuthState = { status: 'signedIn', onboardingCompleted: true };
const render = { kind: 'render' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('resolveRoute', () => {
  it('waits while auth state loads', () => {
    expect(resolveRoute({ status: 'loading' }, '/')).toEqual({ kind: 'loading' });
    expect(resolveRoute({ status: 'loading' }, '/home')).toEqual({ kind: 'loading' });
  });

  it('lets signed-out visitors see only the public pages', () => {
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password']) {
      expect(resolveRoute(signedOut, path)).toEqual(render);
    }
    for (const path of ['/home', '/onboarding', '/chat/abc', '/nope', '/login/extra']) {
      expect(resolveRoute(signedOut, path)).toEqual(to('/'));
    }
  });

  it('locks users with unfinished onboarding to /onboarding', () => {
    expect(resolveRoute(onboarding, '/onboarding')).toEqual(render);
    for (const path of ['/', '/login', '/signup', '/home', '/chat/abc', '/anything']) {
      expect(resolveRoute(onboarding, path)).toEqual(to('/onboarding'));
    }
  });

  it('sends onboarded users from public pages and unknown paths to /home', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      '/onboarding',
      '/unknown',
      '/chat/a/b',
    ]) {
      expect(resolveRoute(onboarded, path)).toEqual(to('/home'));
    }
  });

  it('renders known app routes for onboarded users', () => {
    expect(APP_ROUTES).toEqual(expect.arrayContaining(['/home', '/plan', '/progress', '/chat']));
    for (const path of [...APP_ROUTES, '/chat/7f7a', '/home/']) {
      expect(resolveRoute(onboarded, path)).toEqual(render);
    }
  });
});

describe('isAppRoute', () => {
  it('accepts /chat/{guideId} but not deeper paths', () => {
    expect(isAppRoute('/chat/123')).toBe(true);
    expect(isAppRoute('/chat/')).toBe(true);
    expect(isAppRoute('/chat/1/2')).toBe(false);
  });
});

describe('pageTitleFor', () => {
  it('names each app page', () => {
    const titles: Record<string, string> = {
      '/home': 'Home',
      '/plan': 'Daily Practice',
      '/practice': 'Daily Practice',
      '/progress': 'Your Progress',
      '/community': 'Community',
      '/profile': 'Profile',
      '/notifications': 'Notification',
      '/chat': 'Chat',
      '/chat/abc': 'Chat',
      '/onboarding': 'Welcome',
    };
    for (const [path, title] of Object.entries(titles)) expect(pageTitleFor(path), path).toBe(title);
  });
});
