import { describe, expect, it } from 'vitest';
import { crisisSupport } from './chat-safety';
import { CRISIS_COUNTRIES, CRISIS_LINES, crisisCountryOfTimeZone, otherCountriesLines } from './crisis-lines';
import { safetyCheckSupport, safetySupportReply } from './risk-conversation';

describe('crisis lines by country', () => {
  it('reads the country from the time zone', () => {
    expect(crisisCountryOfTimeZone('America/New_York')).toBe('US');
    expect(crisisCountryOfTimeZone('America/Indiana/Indianapolis')).toBe('US');
    expect(crisisCountryOfTimeZone('Pacific/Honolulu')).toBe('US');
    expect(crisisCountryOfTimeZone('America/Toronto')).toBe('CA');
    expect(crisisCountryOfTimeZone('America/Vancouver')).toBe('CA');
    expect(crisisCountryOfTimeZone('Europe/London')).toBe('GB');
    expect(crisisCountryOfTimeZone('Europe/Dublin')).toBe('IE');
    expect(crisisCountryOfTimeZone('Australia/Sydney')).toBe('AU');
    expect(crisisCountryOfTimeZone('Pacific/Auckland')).toBe('NZ');
    expect(crisisCountryOfTimeZone('Europe/Berlin')).toBe('EU');
    expect(crisisCountryOfTimeZone('Asia/Tokyo')).toBeNull();
    expect(crisisCountryOfTimeZone('UTC')).toBeNull();
    expect(crisisCountryOfTimeZone(null)).toBeNull();
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
