import { describe, expect, it } from 'vitest';
import { crisisSupport, soundsLikeAYoungPerson } from './chat-safety';
import {
  CRISIS_COUNTRIES,
  CRISIS_LINES,
  crisisCountryForPerson,
  crisisCountryOf,
  crisisCountryOfTimeZone,
  crisisLinesFor,
  otherCountriesLines,
} from './crisis-lines';
import { COUNTRY_CODES } from './countries';
import { safetyCheckSupport, safetySupportReply } from './risk-conversation';

describe('crisis lines by country', () => {
  it('reads the country from the time zone', () => {
    const countries: [string | null, string | null][] = [
      ['America/New_York', 'US'],
      ['America/Indiana/Indianapolis', 'US'],
      ['Pacific/Honolulu', 'US'],
      ['America/Toronto', 'CA'],
      ['America/Vancouver', 'CA'],
      ['Europe/London', 'GB'],
      ['Europe/Dublin', 'IE'],
      ['Australia/Sydney', 'AU'],
      ['Pacific/Auckland', 'NZ'],
      ['Europe/Berlin', 'EU'],
      ['Asia/Tokyo', null],
      ['UTC', null],
      [null, null],
    ];
    for (const [timeZone, country] of countries) {
      expect(crisisCountryOfTimeZone(timeZone), String(timeZone)).toBe(country);
    }
  });

  it('gives every country a crisis line, an emergency number and its sources', () => {
    for (const country of CRISIS_COUNTRIES) {
      const lines = CRISIS_LINES[country];
      expect(lines.crisis.contact.label, country).toMatch(/\d/);
      expect(lines.emergency.contact.kind, country).toBe('emergency');
      expect(lines.emergency.contact.href, country).toMatch(/^tel:\d+$/);
      expect(lines.sources.length, country).toBeGreaterThan(0);
    }
  });

  it("puts the person's own lines in the crisis card, and the other countries' beside them", () => {
    const uk = crisisSupport(['suicide'], 'GB');
    expect(uk.resources.map((resource) => resource.contact.label)).toEqual([
      'Call 116 123',
      'Text SHOUT to 85258',
      'Call 999',
    ]);
    expect(uk.country).toBe('the UK');
    expect(uk.elsewhere?.map((entry) => entry.country)).toEqual([
      'The US',
      'Canada',
      'Ireland',
      'Australia',
      'New Zealand',
      'Europe',
      'Anywhere else',
    ]);
    const overdoseInAustralia = crisisSupport(['medical_emergency'], 'AU');
    expect(overdoseInAustralia.resources[0]!.contact.label).toBe('Call 000');
    const abuseInUs = crisisSupport(['abuse'], null);
    expect(abuseInUs.resources.map((resource) => resource.name)).toEqual([
      'Emergency services',
      'National Domestic Violence Hotline',
      '988 Suicide & Crisis Lifeline',
      'Crisis Text Line',
    ]);
    expect(otherCountriesLines('NZ').some((entry) => entry.country === 'New Zealand')).toBe(false);
  });

  it('puts the national domestic-abuse line right after the emergency number where one is verified', () => {
    const abuseLines = {
      GB: ['National Domestic Abuse Helpline', 'tel:08082000247'],
      IE: ["Women's Aid 24hr National Freephone Helpline", 'tel:1800341900'],
      AU: ['1800RESPECT', 'tel:1800737732'],
      NZ: ["Women's Refuge crisis line", 'tel:0800733843'],
    } as const;
    for (const [country, [name, href]] of Object.entries(abuseLines)) {
      const [emergency, abuseLine] = crisisSupport(['abuse'], country as keyof typeof abuseLines).resources;
      expect(emergency!.contact.kind, country).toBe('emergency');
      expect(abuseLine!.name, country).toBe(name);
      expect(abuseLine!.contact.href, country).toBe(href);
      expect(crisisLinesFor(country as keyof typeof abuseLines).sources.length, country).toBeGreaterThan(1);
    }
    // Where no national line is verified, the crisis line follows the emergency number.
    expect(crisisSupport(['abuse'], 'CA').resources[1]!.name).toBe('988 Suicide Crisis Helpline');
  });

  it('puts the line for young people first when someone young tells of being hurt at home', () => {
    const teen = (text: string, country: 'US' | 'GB' | 'AU' | 'NZ' | 'CA') =>
      crisisSupport(['abuse'], country, text).resources.map((resource) => resource.name);
    expect(teen('my stepdad hits me when mum is at work', 'GB')).toEqual([
      'Emergency services',
      'Childline',
      'National Domestic Abuse Helpline',
      'Samaritans',
    ]);
    expect(teen('im 15 and my dad beat me again last night', 'US')[1]).toBe(
      'Childhelp National Child Abuse Hotline',
    );
    expect(teen('scared to go home after school, he throws things at me', 'AU')[1]).toBe('Kids Helpline');
    expect(teen('my mum slaps me every time i get a bad grade', 'NZ')[1]).toBe('Youthline');
    expect(teen('my mom hits me', 'CA')[1]).toBe('Kids Help Phone');
    // An adult's message keeps the domestic-abuse line right after the emergency number.
    expect(teen('my husband pushed me into the wall again', 'GB')[1]).toBe(
      'National Domestic Abuse Helpline',
    );
    expect(teen('i am 35 and my partner threatens me', 'US')[1]).toBe('National Domestic Violence Hotline');
    expect(soundsLikeAYoungPerson('been sober 12 days and my wife still yells')).toBe(false);
    expect(soundsLikeAYoungPerson('im 14 and scared of my stepdad')).toBe(true);
    expect(soundsLikeAYoungPerson("i'm 16, he grabs me")).toBe(true);
  });

  it('adds the eating-disorder and alcohol lines where one is national and verified', () => {
    expect(crisisSupport(['eating_disorder'], 'GB').resources.map((resource) => resource.name)).toEqual([
      'Beat Helpline',
      'Samaritans',
      'Shout',
      'Emergency services',
    ]);
    expect(crisisSupport(['eating_disorder'], 'AU').resources[0]!.contact.href).toBe('tel:1800334673');
    // No national eating-disorder line is verified in the US since NEDA's closed: the crisis line leads.
    expect(crisisSupport(['eating_disorder'], 'US').resources[0]!.name).toBe('988 Suicide & Crisis Lifeline');
    const drinking = safetyCheckSupport('substance', 'US', 'drinking every night just to not feel anything');
    expect(drinking.resources.map((resource) => resource.name)).toEqual([
      '988 Suicide & Crisis Lifeline',
      'SAMHSA National Helpline',
      'Crisis Text Line',
      'Emergency services',
    ]);
    // Drinking heard between the lines but never said: no alcohol line handed to them.
    expect(
      safetyCheckSupport('substance', 'US', 'dont care what happens to me anymore').resources,
    ).toHaveLength(3);
    for (const country of CRISIS_COUNTRIES) {
      const lines = CRISIS_LINES[country];
      for (const line of [lines.youth, lines.eatingDisorder, lines.substance]) {
        if (line) expect(line.contact.href, `${country} ${line.name}`).toMatch(/^tel:\d+$/);
      }
    }
  });

  it("reads the profile's country first, then the time zone", () => {
    expect(crisisCountryForPerson({ country: 'GB', timezone: 'America/New_York' })).toBe('GB');
    expect(crisisCountryForPerson({ country: null, timezone: 'America/New_York' })).toBe('US');
    expect(crisisCountryForPerson({ country: 'JP', timezone: 'Europe/London' })).toBe('INTL');
    expect(crisisCountryForPerson({ country: null, timezone: 'Asia/Tokyo' })).toBeNull();
    // 112 countries get the EU card; Ireland keeps its own lines.
    expect(crisisCountryOf('DE')).toBe('EU');
    expect(crisisCountryOf('NO')).toBe('EU');
    expect(crisisCountryOf('IE')).toBe('IE');
    expect(crisisCountryOf('ca')).toBe('CA');
    expect(crisisCountryOf('UK')).toBeNull();
    // Every country maps somewhere: no chosen country is ever left without a card.
    for (const code of COUNTRY_CODES) expect(crisisCountryOf(code), code).not.toBeNull();
  });

  it('gives a country without its own lines the worldwide directory and the local emergency number, never a US line', () => {
    const japan = crisisSupport(['suicide'], 'INTL');
    expect(japan.resources.map((resource) => resource.name)).toEqual([
      'Find A Helpline',
      'Emergency services',
    ]);
    expect(japan.resources[0]!.contact).toEqual({
      kind: 'web',
      label: 'Open findahelpline.com',
      href: 'https://findahelpline.com',
    });
    expect(JSON.stringify(japan.resources)).not.toMatch(/988|741741|tel:/);
    expect(japan.country).toBe('the country you chose');
    // Every listed country's own line is one tap away, and the directory is not listed twice.
    expect(japan.elsewhere?.map((entry) => entry.country)).toEqual([
      'The US',
      'Canada',
      'The UK',
      'Ireland',
      'Australia',
      'New Zealand',
      'Europe',
    ]);
    // An overdose or danger still puts the emergency number first.
    expect(crisisSupport(['medical_emergency'], 'INTL').resources[0]!.contact.kind).toBe('emergency');
    expect(crisisSupport(['abuse'], 'INTL').resources[0]!.contact.kind).toBe('emergency');
    // The check-in and continued support read sensibly with the directory.
    expect(safetyCheckSupport('hopelessness', 'INTL').resources[0]!.name).toBe('Find A Helpline');
    const declined = safetySupportReply(
      { kind: 'safety_support', tier: 'elevated', declined: true, step: 0 },
      null,
      'INTL',
    );
    expect(declined.text).toMatch(/texting can be easier: find a free, confidential helpline where you are/);
    expect(crisisLinesFor('INTL').emergency.contact.href).toBeNull();
  });

  it('asks and supports with the lines of the country', () => {
    expect(safetyCheckSupport('hopelessness', 'IE').resources[1]!.contact.label).toBe('Text HELLO to 50808');
    const declined = safetySupportReply(
      { kind: 'safety_support', tier: 'elevated', declined: true, step: 0 },
      null,
      'NZ',
    );
    expect(declined.text).toMatch(/call or text 1737/);
  });
});
