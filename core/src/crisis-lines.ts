import type { CrisisResource } from './contracts/chat';

import { isCountryCode } from './countries';

/**
 * Crisis lines by country, each checked against its organisation's own page or its public launch
 * announcement (sources beside each country). The person's country is the one on their profile, else
 * read from their time zone: a wrong guess still shows the emergency number, and every card lists the
 * other countries' lines and a worldwide directory of helplines.
 */
export const CRISIS_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'EU'] as const;
/** A country (or the EU) with lines of its own in CRISIS_LINES. */
export type ListedCrisisCountry = (typeof CRISIS_COUNTRIES)[number];
/**
 * Whose lines a card shows: a listed country, or 'INTL' for a country the person chose that has no lines
 * of its own here (the worldwide directory and the local emergency number, never another country's line).
 */
export type CrisisCountry = ListedCrisisCountry | 'INTL';

export interface CountryLines {
  /** How the country is named in 'Not in …?'. */
  name: string;
  /** The suicide and crisis line, for a call (and a text where it takes one). */
  crisis: CrisisResource;
  /** A line for people who would rather text than talk. */
  text: CrisisResource | null;
  emergency: CrisisResource;
  /** A line for violence at home, where one is national and verified. */
  abuse: CrisisResource | null;
  /** A line for children and young people (abuse at home told by someone young), where one is national. */
  youth: CrisisResource | null;
  /** An eating-disorder helpline, where one is national and verified; many keep set hours. */
  eatingDisorder: CrisisResource | null;
  /** A national alcohol and drug helpline, where one is verified. */
  substance: CrisisResource | null;
  sources: readonly string[];
}

/** A contact that dials a number as it is written; spaces and dashes are only for reading. */
function dialling(kind: 'call' | 'call_or_text' | 'emergency', number: string): CrisisResource['contact'] {
  const label = kind === 'call_or_text' ? `Call or text ${number}` : `Call ${number}`;
  return { kind, label, href: `tel:${number.replace(/[\s-]/g, '')}` };
}

/** A contact that opens a text to a number, with the keyword the line asks for as its first message. */
function texting(number: string, keyword?: string): CrisisResource['contact'] {
  const to = number.replace(/\s/g, '');
  return keyword
    ? { kind: 'text', label: `Text ${keyword} to ${number}`, href: `sms:${to}?&body=${keyword}` }
    : { kind: 'text', label: `Text ${number}`, href: `sms:${to}` };
}

/** The emergency number, the same card in every country; `spoken` names it where more than one works. */
function emergencyServices(number: string, spoken = number): CrisisResource {
  return {
    name: 'Emergency services',
    description: `If you or someone else is in immediate danger, call ${spoken} now.`,
    contact: dialling('emergency', number),
  };
}

export const CRISIS_LINES: Record<ListedCrisisCountry, CountryLines> = {
  US: {
    name: 'the US',
    crisis: {
      name: '988 Suicide & Crisis Lifeline',
      description: 'Call or text 988 (US) to reach a trained counselor, free and confidential, 24/7.',
      contact: dialling('call_or_text', '988'),
    },
    text: {
      name: 'Crisis Text Line',
      description: 'Text HOME to 741741 to talk with a trained crisis counselor, 24/7.',
      contact: texting('741741', 'HOME'),
    },
    emergency: emergencyServices('911'),
    abuse: {
      name: 'National Domestic Violence Hotline',
      description:
        'Call 1-800-799-7233 or text START to 88788 (US) for confidential support and safety planning, 24/7.',
      // A call link only: its texts go to another number (START to 88788), named in the description.
      contact: dialling('call', '1-800-799-7233'),
    },
    youth: {
      name: 'Childhelp National Child Abuse Hotline',
      description:
        'Call or text 1-800-422-4453 (1-800-4-A-CHILD) to talk with a crisis counselor about abuse at home, 24/7.',
      contact: dialling('call_or_text', '1-800-422-4453'),
    },
    // The NEDA helpline closed in June 2023; no national eating-disorder line could be verified since.
    eatingDisorder: null,
    substance: {
      name: 'SAMHSA National Helpline',
      description:
        'Call 1-800-662-4357 free and confidentially, 24/7, for support with alcohol or drug use and where to find treatment.',
      contact: dialling('call', '1-800-662-4357'),
    },
    sources: [
      '988lifeline.org',
      'crisistextline.org',
      'thehotline.org',
      'childhelphotline.org (calls, texts and chats answered 24/7; 1-800-4-A-CHILD since 1982)',
      'samhsa.gov/find-help/national-helpline (free, confidential, 24/7, 365 days a year)',
    ],
  },
  CA: {
    name: 'Canada',
    crisis: {
      name: '988 Suicide Crisis Helpline',
      description: 'Call or text 988 (Canada) to reach a trained responder, in English or French, 24/7.',
      contact: dialling('call_or_text', '988'),
    },
    text: {
      name: 'Kids Help Phone texting service',
      description: 'Text CONNECT to 686868 to reach a trained volunteer crisis responder, 24/7.',
      contact: texting('686868', 'CONNECT'),
    },
    emergency: emergencyServices('911'),
    abuse: null,
    youth: {
      name: 'Kids Help Phone',
      description:
        'Call 1-800-668-6868 or text CONNECT to 686868 to talk with someone, free, 24/7, for young people.',
      contact: dialling('call', '1-800-668-6868'),
    },
    eatingDisorder: {
      name: 'NEDIC helpline',
      description:
        'Call 1-866-633-4220 toll-free for support with eating and body image. It keeps set hours on weekdays; outside them, call or text 988.',
      contact: dialling('call', '1-866-633-4220'),
    },
    // No national alcohol and drug line: they are provincial. 988 takes those calls too.
    substance: null,
    sources: [
      '988.ca (launched 30 November 2023, Public Health Agency of Canada)',
      'kidshelpphone.ca/text-about-it',
      'nedic.ca (National Eating Disorder Information Centre, toll-free 1-866-633-4220)',
    ],
  },
  GB: {
    name: 'the UK',
    crisis: {
      name: 'Samaritans',
      description: 'Call 116 123 free, any time, day or night, from any phone.',
      contact: dialling('call', '116 123'),
    },
    text: {
      name: 'Shout',
      description: 'Text SHOUT to 85258 to reach a trained volunteer, free, 24/7.',
      contact: texting('85258', 'SHOUT'),
    },
    emergency: emergencyServices('999'),
    abuse: {
      name: 'National Domestic Abuse Helpline',
      description:
        'Call 0808 2000 247 free, 24/7, for confidential support and safety planning (run by Refuge).',
      contact: dialling('call', '0808 2000 247'),
    },
    youth: {
      name: 'Childline',
      description:
        'Call 0800 1111 free, any time, if you are under 19. The call does not show on the phone bill.',
      contact: dialling('call', '0800 1111'),
    },
    eatingDisorder: {
      name: 'Beat Helpline',
      description:
        'Call 0808 801 0677 free for support with an eating disorder, weekday afternoons and evenings. Outside those hours, Samaritans are there.',
      contact: dialling('call', '0808 801 0677'),
    },
    substance: {
      name: 'Drinkline',
      description:
        'Call 0300 123 1110, the national alcohol helpline, for confidential advice about drinking.',
      contact: dialling('call', '0300 123 1110'),
    },
    sources: [
      'childline.org.uk (NSPCC; free, 24 hours, for anyone under 19)',
      'beateatingdisorders.org.uk (helpline 0808 801 0677, 3pm to 8pm weekdays, as Healthwatch listed it in 2026)',
      'nhs.uk alcohol support (Drinkline 0300 123 1110)',
      'samaritans.org/how-we-can-help/contact-samaritan',
      'giveusashout.org/about-us/faq',
      'nationaldahelpline.org.uk (Refuge: freephone, 24 hours a day, 7 days a week)',
    ],
  },
  IE: {
    name: 'Ireland',
    crisis: {
      name: 'Samaritans',
      description: 'Call 116 123 free, any time, day or night.',
      contact: dialling('call', '116 123'),
    },
    text: {
      name: '50808',
      description: 'Text HELLO to 50808 for free support from a trained volunteer, 24/7.',
      contact: texting('50808', 'HELLO'),
    },
    emergency: emergencyServices('112', '112 or 999'),
    abuse: {
      name: "Women's Aid 24hr National Freephone Helpline",
      description:
        'Call 1800 341 900 free, 24/7, for confidential support if someone at home is hurting or controlling you.',
      contact: dialling('call', '1800 341 900'),
    },
    youth: null,
    eatingDisorder: null,
    substance: null,
    sources: [
      'samaritans.org (116 123, free in Ireland since 2014)',
      'text50808.ie (HSE-funded, national since June 2020)',
      'womensaid.ie (National Freephone Helpline, 24 hours a day since January 2016)',
    ],
  },
  AU: {
    name: 'Australia',
    crisis: {
      name: 'Lifeline',
      description: 'Call 13 11 14 to talk with a trained crisis supporter, 24/7.',
      contact: dialling('call', '13 11 14'),
    },
    text: {
      name: 'Lifeline text',
      description: 'Text 0477 13 11 14 to reach a Lifeline crisis supporter, 24/7.',
      contact: texting('0477 13 11 14'),
    },
    emergency: emergencyServices('000'),
    abuse: {
      name: '1800RESPECT',
      description:
        'Call 1800 737 732 (1800RESPECT) for confidential counselling about domestic, family or sexual violence, 24/7.',
      contact: dialling('call', '1800 737 732'),
    },
    youth: {
      name: 'Kids Helpline',
      description: 'Call 1800 55 1800 free, 24/7, to talk with a counsellor, for anyone aged 5 to 25.',
      contact: dialling('call', '1800 55 1800'),
    },
    eatingDisorder: {
      name: 'Butterfly Foundation helpline',
      description:
        'Call 1800 33 4673 (1800 ED HOPE) for support with eating and body image, 8am to midnight AEST, 7 days.',
      contact: dialling('call', '1800 33 4673'),
    },
    substance: {
      name: 'National Alcohol and Other Drug Hotline',
      description: 'Call 1800 250 015 free and confidentially, any time, to talk about alcohol or drug use.',
      contact: dialling('call', '1800 250 015'),
    },
    sources: [
      'kidshelpline.com.au (yourtown; free, 24/7, ages 5 to 25)',
      'butterfly.org.au (1800 ED HOPE, 8am to midnight AEST, 7 days)',
      'health.gov.au (National Alcohol and Other Drug Hotline, 1800 250 015, connects to the service in your state)',
      'lifeline.org.au (13 11 14; text service 24/7 since February 2022)',
      '1800respect.org.au (national domestic, family and sexual violence service, 24/7 since 2010; Department of Social Services)',
    ],
  },
  NZ: {
    name: 'New Zealand',
    crisis: {
      name: '1737, Need to talk?',
      description: 'Call or text 1737 free to talk with a trained counsellor, 24/7.',
      contact: dialling('call_or_text', '1737'),
    },
    text: null,
    emergency: emergencyServices('111'),
    abuse: {
      name: "Women's Refuge crisis line",
      description:
        'Call 0800 733 843 (0800 REFUGE) free from any phone, 24/7, to reach an advocate near you.',
      contact: dialling('call', '0800 733 843'),
    },
    youth: {
      name: 'Youthline',
      description: 'Call 0800 376 633 free or text 234 to talk with someone, for young people.',
      contact: dialling('call', '0800 376 633'),
    },
    eatingDisorder: null,
    substance: {
      name: 'Alcohol Drug Helpline',
      description: 'Call 0800 787 797 free or text 8681 for confidential support with alcohol or drug use.',
      contact: dialling('call', '0800 787 797'),
    },
    sources: [
      'youthline.co.nz and govt.nz (0800 376 633, free text 234)',
      'alcoholdrughelp.org.nz (Health New Zealand; 0800 787 797, free text 8681)',
      '1737.org.nz (National Telehealth Service, since June 2017)',
      'womensrefuge.org.nz/get-help and govt.nz (crisis line free from any phone, 24 hours a day)',
    ],
  },
  EU: {
    name: 'Europe',
    crisis: {
      name: 'Emergency number 112',
      description:
        'Call 112, free from any phone anywhere in the EU. Many countries also have a free emotional support line on 116 123.',
      contact: dialling('call', '112'),
    },
    text: null,
    emergency: emergencyServices('112'),
    abuse: null,
    youth: null,
    eatingDisorder: null,
    substance: null,
    sources: [
      'European emergency number 112 (EU-wide)',
      '116 123: harmonised EU number for emotional support lines',
    ],
  },
};

const CANADIAN_ZONES = new Set([
  'America/Toronto',
  'America/Montreal',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Regina',
  'America/Halifax',
  'America/St_Johns',
  'America/Moncton',
  'America/Glace_Bay',
  'America/Goose_Bay',
  'America/Whitehorse',
  'America/Dawson',
  'America/Dawson_Creek',
  'America/Yellowknife',
  'America/Iqaluit',
  'America/Rankin_Inlet',
  'America/Resolute',
  'America/Cambridge_Bay',
  'America/Inuvik',
  'America/Swift_Current',
  'America/Creston',
  'America/Fort_Nelson',
  'America/Atikokan',
  'America/Nipigon',
  'America/Thunder_Bay',
  'America/Rainy_River',
  'America/Blanc-Sablon',
]);

const US_ZONES =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Boise|Detroit|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/Honolulu|US\/.+)$/;

/** The country of a time zone, when it is one of the countries with verified lines. */
export function crisisCountryOfTimeZone(timeZone: string | null | undefined): ListedCrisisCountry | null {
  if (!timeZone) return null;
  if (US_ZONES.test(timeZone)) return 'US';
  if (CANADIAN_ZONES.has(timeZone) || timeZone.startsWith('Canada/')) return 'CA';
  if (timeZone === 'Europe/London' || timeZone === 'Europe/Belfast' || timeZone === 'GB') return 'GB';
  if (timeZone === 'Europe/Dublin' || timeZone === 'Eire') return 'IE';
  if (timeZone.startsWith('Australia/')) return 'AU';
  if (timeZone === 'Pacific/Auckland' || timeZone === 'Pacific/Chatham' || timeZone === 'NZ') return 'NZ';
  if (timeZone.startsWith('Europe/')) return 'EU';
  return null;
}

/** Where the country is not known, the emergency number is named by the person's own place. */
const LOCAL_EMERGENCY: CrisisResource = {
  name: 'Emergency services',
  description:
    'If you or someone else is in immediate danger, call your local emergency number now (911 in the US, 112 in the EU, 999 in the UK).',
  contact: { kind: 'emergency', label: 'Call your local emergency number', href: null },
};

/**
 * A worldwide directory of free, confidential helplines (ThroughLine's Find A Helpline, the directory
 * IASP points to), for every country without a line of its own in this table: a person in Japan or Brazil
 * is never handed a US number that does not work where they are.
 */
export const HELPLINE_DIRECTORY: CrisisResource = {
  name: 'Find A Helpline',
  description:
    'Find a free, confidential helpline where you are, by phone, text or chat, at findahelpline.com.',
  contact: { kind: 'web', label: 'Open findahelpline.com', href: 'https://findahelpline.com' },
};

/** The card of a chosen country without lines of its own: the directory first, the local emergency number. */
const INTERNATIONAL: CountryLines = {
  name: 'the country you chose',
  crisis: HELPLINE_DIRECTORY,
  text: null,
  emergency: LOCAL_EMERGENCY,
  abuse: null,
  youth: null,
  eatingDisorder: null,
  substance: null,
  sources: ['findahelpline.com (ThroughLine; verified helplines by country)'],
};

/**
 * EU and EEA states and Switzerland, where 112 is the emergency number from any phone: the EU card (112,
 * and the 116 123 emotional support line) is right there. Ireland has its own lines.
 */
const EUROPEAN_112 = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH'.split(' '),
);

/**
 * Whose lines to show for an ISO 3166 country the person chose: its own where the table has them, the EU
 * card where 112 is the emergency number, otherwise the international card (never the US lines: a person
 * who said where they are must not be handed a number that does not work there). Null for no country.
 */
export function crisisCountryOf(countryCode: string | null | undefined): CrisisCountry | null {
  if (!countryCode) return null;
  const code = countryCode.toUpperCase();
  if (!isCountryCode(code)) return null;
  if ((CRISIS_COUNTRIES as readonly string[]).includes(code)) return code as ListedCrisisCountry;
  if (EUROPEAN_112.has(code)) return 'EU';
  return 'INTL';
}

/** The person's crisis country: the one on their profile first, else the one their time zone suggests. */
export function crisisCountryForPerson(person: {
  country: string | null | undefined;
  timezone: string | null | undefined;
}): CrisisCountry | null {
  return crisisCountryOf(person.country) ?? crisisCountryOfTimeZone(person.timezone);
}

/**
 * The lines of the person's country. When it is not known at all, the US lines (the app's first market)
 * with the local emergency number named generally, beside every other country's line and the directory.
 */
export function crisisLinesFor(country: CrisisCountry | null): CountryLines {
  if (country === 'INTL') return INTERNATIONAL;
  return country ? CRISIS_LINES[country] : { ...CRISIS_LINES.US, emergency: LOCAL_EMERGENCY };
}

/**
 * 'Not in …?': the main line of every other country, then the worldwide directory for anywhere else, so a
 * wrong guess (or a person abroad) is never left without one.
 */
export function otherCountriesLines(
  country: CrisisCountry | null,
): Array<{ country: string; line: CrisisResource }> {
  const own = country ?? 'US';
  return [
    ...CRISIS_COUNTRIES.filter((other) => other !== own).map((other) => ({
      country: CRISIS_LINES[other].name.replace(/^the /, 'The '),
      line: CRISIS_LINES[other].crisis,
    })),
    ...(own === 'INTL' ? [] : [{ country: 'Anywhere else', line: HELPLINE_DIRECTORY }]),
  ];
}
