import { describe, expect, it } from 'vitest';
import { filterConnections, nextMeeting, SAMPLE_CIRCLES, SAMPLE_CONNECTIONS } from './sample-community';

const names = (search: string) => filterConnections(SAMPLE_CONNECTIONS, search).map((person) => person.name);

describe('filterConnections', () => {
  it('keeps everyone for an empty or blank search', () => {
    expect(names('')).toHaveLength(SAMPLE_CONNECTIONS.length);
    expect(names('   ')).toHaveLength(SAMPLE_CONNECTIONS.length);
  });

  it('matches names, roles, bios and interests case-insensitively', () => {
    expect(names('maya')).toEqual(['Maya Chen']);
    expect(names('BREATHWORK')).toEqual(['Maya Chen', 'Aisha Rahman']);
    expect(names('accountability')).toEqual(['James Okafor', 'Aisha Rahman']);
    expect(names('marathon')).toEqual(['Liam Patel']);
    expect(names('  gratitude ')).toEqual(['Sofia Martinez']);
  });

  it('finds nobody for text no one has', () => {
    expect(names('zebra')).toEqual([]);
  });
});

describe('nextMeeting', () => {
  it('puts the sample circles 2 and 4 days from today at their local start time', () => {
    const now = new Date(2026, 2, 30, 21, 15); // 30 March, late evening
    const [morning, evening] = SAMPLE_CIRCLES.map((circle) => nextMeeting(circle, now));
    expect(SAMPLE_CIRCLES.map((circle) => circle.meetsInDays)).toEqual([2, 4]);
    expect([morning!.getMonth(), morning!.getDate(), morning!.getHours()]).toEqual([3, 1, 8]);
    expect([evening!.getMonth(), evening!.getDate(), evening!.getHours(), evening!.getMinutes()]).toEqual([
      3, 3, 19, 30,
    ]);
  });
});
