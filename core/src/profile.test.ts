import { describe, expect, it } from 'vitest';
import {
  addGoal,
  FIRST_NAME_REQUIRED,
  FULL_NAME_INVALID,
  fullName,
  goalLabel,
  headerGoals,
  MAX_FULL_NAME_LENGTH,
  MAX_NAME_LENGTH,
  NAME_TOO_LONG,
  normalizeGoals,
  normalizeSocialLink,
  normalizeSocialLinks,
  PROFILE_PICTURE_NOT_ACCEPTED,
  splitSocialLinks,
} from './profile';
import { AuthUserFields, ProfileUpdateInput } from './contracts/profile';
import { FREE_PLAN, formatMonthlyPrice, UPGRADE_PLANS } from './plans';

describe('social links', () => {
  it('splits typed text on commas, trims and drops empty items', () => {
    expect(splitSocialLinks(' instagram.com/nora ,, x.com/nora ,  ')).toEqual([
      'instagram.com/nora',
      'x.com/nora',
    ]);
    expect(splitSocialLinks('')).toEqual([]);
    expect(splitSocialLinks(' , ')).toEqual([]);
  });

  it('adds https:// when no scheme was typed and keeps what was typed otherwise', () => {
    const linkFor: Record<string, string> = {
      'instagram.com/nora': 'https://instagram.com/nora',
      'http://blog.example.org/about': 'http://blog.example.org/about',
      'HTTPS://LinkedIn.com/in/Nora': 'https://linkedin.com/in/Nora',
      'nora.dev': 'https://nora.dev',
      'nora.dev/': 'https://nora.dev/',
      'www.youtube.com/@nora?si=1': 'https://www.youtube.com/@nora?si=1',
    };
    for (const [typed, link] of Object.entries(linkFor)) expect(normalizeSocialLink(typed), typed).toBe(link);
  });

  it('refuses what is not a web address', () => {
    for (const bad of [
      '@nora',
      'nora',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://files.example.com',
      'http://localhost:3000',
      'https://10.0.0.1/admin',
      'insta gram.com',
      'https://user:pass@example.com',
      `example.com/${'a'.repeat(200)}`,
      '',
    ]) {
      expect(normalizeSocialLink(bad), bad).toBeNull();
    }
  });

  it('drops duplicates and fails the whole list for one bad item', () => {
    expect(normalizeSocialLinks(['x.com/nora', 'https://x.com/nora', 'X.com/Nora'])).toEqual([
      'https://x.com/nora',
    ]);
    expect(normalizeSocialLinks(['x.com/nora', '@nora'])).toBeNull();
    expect(normalizeSocialLinks([])).toEqual([]);
  });
});

describe('goals', () => {
  it('trims, collapses spaces and drops blanks and duplicates in any case', () => {
    expect(normalizeGoals(['  better sleep ', 'Better   Sleep', '', '  ', 'run a 5k'])).toEqual([
      'better sleep',
      'run a 5k',
    ]);
  });

  it("adds a typed goal only when it is non-blank after trimming and new ('Enter a new goal:')", () => {
    const goals = ['better sleep'];
    expect(addGoal(goals, '  Read more  ')).toEqual(['better sleep', 'Read more']);
    expect(addGoal(goals, '   ')).toEqual(goals);
    expect(addGoal(goals, 'BETTER SLEEP')).toEqual(goals);
  });

  it("shows up to 3 goals in the header, then '+N more'", () => {
    expect(headerGoals([])).toEqual({ shown: [], more: 0 });
    expect(headerGoals(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(headerGoals(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('reads onboarding values as labels', () => {
    expect(goalLabel('better sleep')).toBe('Better sleep');
    expect(goalLabel('Run a 5k')).toBe('Run a 5k');
  });
});

describe('names', () => {
  it('joins first and last name with one space', () => {
    expect(fullName(' Nora ', ' Quinn ')).toBe('Nora Quinn');
    expect(fullName('Cher', '')).toBe('Cher');
  });
});

describe('ProfileUpdateInput', () => {
  it('normalises socials and goals on the way in', () => {
    const parsed = ProfileUpdateInput.parse({
      firstName: '  Nora ',
      lastName: '',
      socials: ['instagram.com/nora', ' ', 'instagram.com/nora'],
      goals: [' calm mornings ', 'Calm mornings', 'focus'],
      coachId: null,
    });
    expect(parsed).toEqual({
      firstName: 'Nora',
      lastName: '',
      socials: ['https://instagram.com/nora'],
      goals: ['calm mornings', 'focus'],
      coachId: null,
    });
  });

  it('refuses a blank first name, bad links, unknown fields and too many items', () => {
    expect(ProfileUpdateInput.safeParse({ firstName: '   ' }).success).toBe(false);
    expect(ProfileUpdateInput.safeParse({ socials: ['@nora'] }).success).toBe(false);
    expect(ProfileUpdateInput.safeParse({ socials: 'x.com/nora' }).success).toBe(false);
    expect(ProfileUpdateInput.safeParse({ avatar: 'x' }).success).toBe(false);
    expect(
      ProfileUpdateInput.safeParse({ goals: Array.from({ length: 21 }, (_, i) => `g${i}`) }).success,
    ).toBe(false);
    expect(ProfileUpdateInput.safeParse({ coachId: 'not-a-uuid' }).success).toBe(false);
  });
});

describe('AuthUserFields', () => {
  const messageFor = (fields: Record<string, unknown>) =>
    AuthUserFields.safeParse(fields).error?.issues[0]?.message;

  it("accepts the sign-up form's fields within the profile's name limits", () => {
    const first = 'F'.repeat(MAX_NAME_LENGTH);
    const last = 'L'.repeat(MAX_NAME_LENGTH);
    const fields = { name: fullName(first, last), firstName: first, lastName: last, email: 'a@b.co' };
    expect(AuthUserFields.safeParse(fields).success).toBe(true);
    expect(AuthUserFields.safeParse({ image: null }).success).toBe(true);
  });

  it('refuses overlong or blank names and any picture, with the messages the profile uses', () => {
    expect(messageFor({ firstName: 'x'.repeat(MAX_NAME_LENGTH + 1) })).toBe(NAME_TOO_LONG);
    expect(messageFor({ lastName: 'y'.repeat(200_000) })).toBe(NAME_TOO_LONG);
    expect(messageFor({ firstName: '  ' })).toBe(FIRST_NAME_REQUIRED);
    expect(messageFor({ name: 'n'.repeat(MAX_FULL_NAME_LENGTH + 1) })).toBe(FULL_NAME_INVALID);
    expect(messageFor({ image: 'https://example.com/me.png' })).toBe(PROFILE_PICTURE_NOT_ACCEPTED);
    expect(messageFor({ image: 'javascript:alert(1)' })).toBe(PROFILE_PICTURE_NOT_ACCEPTED);
  });
});

describe('plans', () => {
  it('offers Premium at $9.99/month and Elite at $49.99/month over the Free Plan', () => {
    expect(FREE_PLAN.name).toBe('Free Plan');
    expect(UPGRADE_PLANS.map((plan) => `${plan.name} ${formatMonthlyPrice(plan)}`)).toEqual([
      'Premium $9.99/month',
      'Elite $49.99/month',
    ]);
    expect(UPGRADE_PLANS[0]!.features).toHaveLength(4);
    expect(UPGRADE_PLANS[1]!.features[0]).toBe('All Premium features');
  });
});
