import { z } from 'zod';
import { COUNTRY_INVALID, isCountryCode } from '../countries';
import {
  FIRST_NAME_REQUIRED,
  FULL_NAME_INVALID,
  GOAL_TOO_LONG,
  MAX_FULL_NAME_LENGTH,
  MAX_GOAL_LENGTH,
  MAX_GOALS,
  MAX_NAME_LENGTH,
  MAX_SOCIAL_LINK_LENGTH,
  MAX_SOCIAL_LINKS,
  NAME_TOO_LONG,
  normalizeGoals,
  normalizeSocialLinks,
  PROFILE_PICTURE_NOT_ACCEPTED,
  SOCIAL_LINK_INVALID,
  TOO_MANY_GOALS,
  TOO_MANY_SOCIAL_LINKS,
} from '../profile';

/** Who the person is: the fields every answer that describes the signed-in person starts with. */
export const PersonIdentity = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PersonIdentity = z.infer<typeof PersonIdentity>;

/** The editable profile and what the profile screen shows beside it (GET /api/v1/profile). */
export const Profile = PersonIdentity.extend({
  /** Social links, normalised to http(s) addresses. */
  socials: z.array(z.string()),
  /** The person's goals (onboarding's primary goals plus any added here), in their order. */
  goals: z.array(z.string()),
  /** selectedAiGuide / coach_id: the person's coach, or null before one is chosen. */
  coachId: z.string().nullable(),
  /** The person's country (ISO 3166-1 alpha-2, e.g. 'GB'), or null when not chosen: crisis lines follow it. */
  country: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  /** Whether the account has a password (false for Google-only accounts): decides how deletion is confirmed. */
  hasPassword: z.boolean(),
  memberSince: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileResponse = z.object({ profile: Profile });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** The signed-in person in brief (GET /api/v1/me). */
export const CurrentProfileResponse = z.object({
  user: PersonIdentity.extend({ onboardingCompleted: z.boolean(), coachId: z.string().nullable() }),
});
export type CurrentProfileResponse = z.infer<typeof CurrentProfileResponse>;

const name = (required: boolean) =>
  z
    .string({ error: required ? FIRST_NAME_REQUIRED : NAME_TOO_LONG })
    .trim()
    .max(MAX_NAME_LENGTH, NAME_TOO_LONG)
    .refine((value) => !required || value.length > 0, FIRST_NAME_REQUIRED);
/** A first name as saved anywhere: trimmed, not blank, at most MAX_NAME_LENGTH characters. */
const firstName = name(true);
/** A last name as saved anywhere: trimmed, may be blank, at most MAX_NAME_LENGTH characters. */
const lastName = name(false);

/**
 * The social links a person saves, wherever they are saved (onboarding, Edit Profile): at most
 * MAX_SOCIAL_LINKS http(s) addresses, blank items dropped, each normalised. One rule for every route, because
 * the links are shown as clickable anchors: a `javascript:` or `data:` address must never be stored.
 */
export const SocialLinks = z
  .array(z.string({ error: SOCIAL_LINK_INVALID }).max(MAX_SOCIAL_LINK_LENGTH, SOCIAL_LINK_INVALID), {
    error: SOCIAL_LINK_INVALID,
  })
  .max(MAX_SOCIAL_LINKS, TOO_MANY_SOCIAL_LINKS)
  .transform((links, ctx) => {
    const normalized = normalizeSocialLinks(links.filter((link) => link.trim().length > 0));
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: SOCIAL_LINK_INVALID });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * A country as saved: an assigned ISO 3166-1 alpha-2 code, any country at all, in any case ('gb' is saved
 * as 'GB'). Anything else ('UK', 'USA', 'XX') is refused with COUNTRY_INVALID rather than guessed at,
 * because the crisis card is chosen by it.
 */
export const CountryCode = z
  .string({ error: COUNTRY_INVALID })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, COUNTRY_INVALID);

/**
 * PATCH /api/v1/profile: the fields the Edit Profile form saves (firstName, lastName, socials, goals, the
 * chosen coach as coachId, and country). Each is optional; unknown fields are refused, so the email cannot
 * be changed here. Socials and goals arrive as lists (the screen splits its comma-separated text) and leave
 * normalised.
 */
export const ProfileUpdateInput = z
  .object({
    firstName: firstName.optional(),
    lastName: lastName.optional(),
    socials: SocialLinks.optional(),
    goals: z
      .array(z.string({ error: GOAL_TOO_LONG }).max(MAX_GOAL_LENGTH, GOAL_TOO_LONG), {
        error: 'Goals must be a list of text.',
      })
      .max(MAX_GOALS, TOO_MANY_GOALS)
      .transform((goals) => normalizeGoals(goals))
      .optional(),
    /** The coach id (selectedAiGuide); null clears the choice. */
    coachId: z.uuid('Choose a coach from the list.').nullable().optional(),
    /** The person's country; null clears it (crisis lines then follow the time zone). */
    country: CountryCode.nullable().optional(),
  })
  .strict();
/** What a client sends. */
export type ProfileUpdateInput = z.input<typeof ProfileUpdateInput>;
/** What the server saves: trimmed, normalised. */
export type ProfileUpdate = z.output<typeof ProfileUpdateInput>;

/**
 * The person's own fields as the sign-in service's sign-up and update-user receive them (name, firstName,
 * lastName, image; the other fields are the service's own): the same name limits as Edit Profile, so no route
 * stores a name the profile would refuse. Flowmind never sets a picture (a Google account's comes from Google,
 * not from a request), so a picture a client sends is refused rather than stored unchecked; null is harmless.
 */
export const AuthUserFields = z.object({
  name: z.string({ error: FULL_NAME_INVALID }).trim().max(MAX_FULL_NAME_LENGTH, FULL_NAME_INVALID).optional(),
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  image: z.null({ error: PROFILE_PICTURE_NOT_ACCEPTED }).optional(),
});
