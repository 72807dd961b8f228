import { describe, expect, it } from 'vitest';
import { COACH_NOT_FOUND } from '@flowmind/core/contracts/coaches';
import { COUNTRY_INVALID } from '@flowmind/core/countries';
import {
  FIRST_NAME_REQUIRED,
  GOAL_TOO_LONG,
  NAME_TOO_LONG,
  SOCIAL_LINK_INVALID,
  TOO_MANY_GOALS,
  TOO_MANY_SOCIAL_LINKS,
} from '@flowmind/core/profile';
import { requestAs, signUp, TEST_PUBLIC_URL } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { sendJsonText } from '../../../test/json-text';

const harness = useTestApp({ authRateLimit: false });

const read = (cookie: string | undefined, url = '/api/v1/profile') =>
  requestAs(harness.app, cookie, 'GET', url);
const patch = (cookie: string | undefined, payload: unknown) =>
  requestAs(harness.app, cookie, 'PATCH', '/api/v1/profile', payload);

async function coachIds(cookie: string): Promise<string[]> {
  return ((await read(cookie, '/api/v1/coaches')).json().coaches as Array<{ id: string }>).map((c) => c.id);
}

describe('profile', () => {
  it('reads the sign-up name, email, empty lists and no coach for a new person', async () => {
    const person = await signUp(harness.app, { firstName: 'Nora', lastName: 'Quinn' });
    const response = await read(person.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      id: person.userId,
      email: person.email,
      name: 'Nora Quinn',
      firstName: 'Nora',
      lastName: 'Quinn',
      socials: [],
      goals: [],
      coachId: null,
      country: null,
      onboardingCompleted: false,
      hasPassword: true,
    });
    expect(Date.parse(response.json().profile.memberSince)).not.toBeNaN();
  });

  it('saves names, normalised socials and goals and the coach, everywhere the name is read', async () => {
    const person = await signUp(harness.app, { firstName: 'Nora', lastName: 'Quinn' });
    const [coachId] = await coachIds(person.cookie);
    const response = await patch(person.cookie, {
      firstName: '  Noor ',
      lastName: ' Quinn-Hale ',
      socials: ['instagram.com/noor', ' ', 'https://x.com/noor', 'INSTAGRAM.com/noor'],
      goals: ['  Calm mornings ', 'better sleep', 'calm   mornings', ''],
      coachId,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      name: 'Noor Quinn-Hale',
      firstName: 'Noor',
      lastName: 'Quinn-Hale',
      socials: ['https://instagram.com/noor', 'https://x.com/noor'],
      goals: ['Calm mornings', 'better sleep'],
      coachId,
    };
    expect(response.json().profile).toMatchObject(expected);
    expect((await read(person.cookie)).json().profile).toMatchObject(expected);

    // The session's profile and the account (what sign-in returns) carry the new name; the coach is the
    // one PUT /api/v1/me/coach would have set.
    expect((await read(person.cookie, '/api/v1/me')).json().user).toMatchObject({
      name: 'Noor Quinn-Hale',
      firstName: 'Noor',
      lastName: 'Quinn-Hale',
      coachId,
    });
    const session = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: person.cookie, origin: TEST_PUBLIC_URL },
    });
    expect(session.json().user).toMatchObject({ name: 'Noor Quinn-Hale', firstName: 'Noor' });
  });

  it('changes only the fields sent; null clears the coach; an empty list clears socials', async () => {
    const person = await signUp(harness.app, { firstName: 'Omar', lastName: 'Said' });
    const [first, second] = await coachIds(person.cookie);
    await patch(person.cookie, { socials: ['omar.dev'], goals: ['focus'], coachId: first });

    expect((await patch(person.cookie, { lastName: 'Said-Ali' })).json().profile).toMatchObject({
      firstName: 'Omar',
      lastName: 'Said-Ali',
      name: 'Omar Said-Ali',
      socials: ['https://omar.dev'],
      goals: ['focus'],
      coachId: first,
    });
    // Choosing from the coach list and from the profile are the same choice.
    await harness.app.inject({
      method: 'PUT',
      url: '/api/v1/me/coach',
      headers: { cookie: person.cookie },
      payload: { coachId: second },
    });
    expect((await read(person.cookie)).json().profile.coachId).toBe(second);
    expect((await patch(person.cookie, { coachId: null, socials: [] })).json().profile).toMatchObject({
      coachId: null,
      socials: [],
      goals: ['focus'],
    });
    expect((await patch(person.cookie, { lastName: '' })).json().profile.name).toBe('Omar');
  });

  it('saves any ISO 3166 country, in capitals, and clears it with null', async () => {
    const person = await signUp(harness.app, { firstName: 'Siobhan', lastName: 'Kelly' });
    expect((await patch(person.cookie, { country: 'GB' })).json().profile.country).toBe('GB');
    // Any assigned code may be chosen, including countries without crisis lines of their own in the app.
    expect((await patch(person.cookie, { country: ' jp ' })).json().profile.country).toBe('JP');
    expect((await patch(person.cookie, { firstName: 'Shiv' })).json().profile.country).toBe('JP');
    expect((await read(person.cookie)).json().profile.country).toBe('JP');
    expect((await patch(person.cookie, { country: null })).json().profile.country).toBeNull();
  });

  it('refuses a country that is not an ISO 3166 alpha-2 code with 400 and a clear message', async () => {
    const person = await signUp(harness.app, { firstName: 'Tom', lastName: 'Ng' });
    await patch(person.cookie, { country: 'NZ' });
    for (const country of ['UK', 'USA', 'XX', 'ZZ', 'G', '', 'EU', 'gb1', 44, true, ['GB'], { code: 'GB' }]) {
      const response = await patch(person.cookie, { country });
      expect(response.statusCode, JSON.stringify(country)).toBe(400);
      expect(response.json().error.message, JSON.stringify(country)).toBe(
        `Invalid body field 'country': ${COUNTRY_INVALID}`,
      );
    }
    expect((await read(person.cookie)).json().profile.country).toBe('NZ');
  });

  it('refuses bad input with 4xx and a clear message, keeping what was saved', async () => {
    const person = await signUp(harness.app, { firstName: 'Pia', lastName: 'Berg' });
    await patch(person.cookie, { socials: ['pia.dev'], goals: ['rest'] });
    const saved = (await read(person.cookie)).json().profile;

    const cases: Array<[unknown, number, string | RegExp]> = [
      [{ firstName: '   ' }, 400, FIRST_NAME_REQUIRED],
      [{ firstName: 'x'.repeat(51) }, 400, NAME_TOO_LONG],
      [{ lastName: 'y'.repeat(51) }, 400, NAME_TOO_LONG],
      [{ firstName: 7 }, 400, FIRST_NAME_REQUIRED],
      [{ socials: ['@pia'] }, 400, SOCIAL_LINK_INVALID],
      [{ socials: ['javascript:alert(1)'] }, 400, SOCIAL_LINK_INVALID],
      [{ socials: ['pia.dev', 'data:text/html,<script>alert(1)</script>'] }, 400, SOCIAL_LINK_INVALID],
      [{ socials: 'pia.dev, x.com/pia' }, 400, SOCIAL_LINK_INVALID],
      [{ socials: Array.from({ length: 11 }, (_, i) => `site${i}.com`) }, 400, TOO_MANY_SOCIAL_LINKS],
      [{ goals: ['g'.repeat(81)] }, 400, GOAL_TOO_LONG],
      [{ goals: Array.from({ length: 21 }, (_, i) => `goal ${i}`) }, 400, TOO_MANY_GOALS],
      [{ goals: 'rest' }, 400, /Goals must be a list/],
      [{ coachId: 'coach-1' }, 400, 'Choose a coach from the list.'],
      [{ coachId: '00000000-0000-4000-8000-000000000000' }, 404, COACH_NOT_FOUND],
      [{ email: 'new@example.com' }, 400, /email/],
      [{ onboardingCompleted: false }, 400, /onboardingCompleted/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await patch(person.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error.message, JSON.stringify(payload)).toMatch(message);
    }
    const notJson = await sendJsonText(
      harness.app,
      person.cookie,
      'PATCH',
      '/api/v1/profile',
      '{"firstName":',
    );
    expect(notJson.statusCode).toBe(400);
    expect((await read(person.cookie)).json().profile).toEqual(saved);
  });

  it('needs a session and only ever touches the signed-in person', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await patch(undefined, { firstName: 'Eve' })).statusCode).toBe(401);

    const alice = await signUp(harness.app, { firstName: 'Alice', lastName: 'A' });
    const bob = await signUp(harness.app, { firstName: 'Bob', lastName: 'B' });
    await patch(bob.cookie, { firstName: 'Robert', goals: ['bob goal'] });
    expect((await read(alice.cookie)).json().profile).toMatchObject({
      id: alice.userId,
      firstName: 'Alice',
      goals: [],
    });
    expect((await read(bob.cookie)).json().profile).toMatchObject({ id: bob.userId, firstName: 'Robert' });
  });
});
