import { describe, expect, it } from 'vitest';
import type { PracticeTrackRecord } from '@flowmind/core/contracts/insights';
import { samplePerson, seedLibrary } from '../../../test/fixtures/chat-library';
import { createChatToolbox, PracticeLibrary } from './chat.toolbox';

const library = new PracticeLibrary({
  libraryVersion: () => Promise.resolve('v1'),
  practiceLibrary: () => Promise.resolve(seedLibrary().map(({ url: _url, ...entry }) => entry)),
});

/** A toolbox for one reply, counting how often it reads the person's track records. */
function toolboxFor(trackRecords: PracticeTrackRecord[]) {
  const reads: string[] = [];
  const toolbox = createChatToolbox(
    {
      logMood: () => Promise.reject(new Error('no mood is logged here')),
      correctMood: () => Promise.reject(new Error('no mood is corrected here')),
      practiceTrackRecords: (userId) => {
        reads.push(userId);
        return Promise.resolve(trackRecords);
      },
    },
    library,
    {
      userId: 'person-1',
      coachId: 'maya-serrano',
      person: samplePerson({ goals: [] }),
      completedTodayIds: [],
      progress: undefined as never,
      lastLoggedMood: null,
    },
  );
  return { toolbox, reads };
}

describe('the chat toolbox', () => {
  it("recommends by the person's track record, read once per reply however often the engine searches", async () => {
    const request = { query: 'stressed about work', limit: 3 };
    const plain = toolboxFor([]);
    expect((await plain.toolbox.recommendPractices(request)).map((practice) => practice.id)).toEqual([
      'physiological-sigh',
      'box-breathing',
      'reframe-the-thought',
    ]);

    const { toolbox, reads } = toolboxFor([
      {
        practiceId: 'physiological-sigh',
        sessions: 2,
        averageMoodChange: -1.5,
        ratedSessions: 0,
        averageRating: null,
      },
    ]);
    const first = await toolbox.recommendPractices(request);
    expect(first.map((practice) => practice.id)).toEqual([
      'box-breathing',
      'reframe-the-thought',
      'physiological-sigh',
    ]);
    await toolbox.recommendPractices({ query: 'something for sleep', limit: 2 });
    expect(reads).toEqual(['person-1']);
    // A reply that recommends nothing reads nothing.
    expect(toolboxFor([]).reads).toEqual([]);
  });
});
