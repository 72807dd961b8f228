import { describe, expect, it } from 'vitest';
import type { PracticeTrackRecord } from '@flowmind/core/contracts/insights';
import { categoryFromText, PracticeSearch, stemTerm } from './practice-search';
import { inFirstPerson } from './builtin/sentences';
import { seedLibrary } from '../../../test/fixtures/chat-library';

const search = new PracticeSearch(seedLibrary());
const none = { goals: [], coachId: null, completedTodayIds: [] };
const ids = (results: { id: string }[]) => results.map((result) => result.id);
const record = (practiceId: string, overrides: Partial<PracticeTrackRecord>): PracticeTrackRecord => ({
  practiceId,
  sessions: 0,
  averageMoodChange: null,
  ratedSessions: 0,
  averageRating: null,
  ...overrides,
});

describe('practice search', () => {
  it('finds practices by name, technique, category and goal words', () => {
    expect(ids(search.search({ query: 'box breathing', limit: 1 }, none))).toEqual(['box-breathing']);
    expect(ids(search.search({ query: 'I want to sleep better tonight', limit: 3 }, none))).toContain(
      'four-seven-eight-breathing',
    );
    expect(
      search
        .search({ query: 'gratitude journal', limit: 3 }, none)
        .every((p) => p.categorySlug === 'gratitude'),
    ).toBe(true);
    expect(ids(search.search({ query: 'focus attention', limit: 1 }, none))).toEqual([
      'focus-reset-attention-training',
    ]);
  });

  it('keeps to a category, leaves out excluded practices, and prefers the person over nothing', () => {
    const breathwork = search.search({ query: 'calm', category: 'breathwork', limit: 5 }, none);
    expect(breathwork.length).toBeGreaterThan(1);
    expect(breathwork.every((practice) => practice.categorySlug === 'breathwork')).toBe(true);
    expect(
      ids(search.search({ query: 'box breathing', excludeIds: ['box-breathing'], limit: 3 }, none)),
    ).not.toContain('box-breathing');
    // No usable words: the person's goals and coach decide.
    const forGoals = search.search(
      { query: 'please', limit: 2 },
      { goals: ['better sleep'], coachId: null, completedTodayIds: [] },
    );
    expect(forGoals.every((practice) => practice.targetGoals.includes('better sleep'))).toBe(true);
  });

  it('suggests something else than what was completed today when it can', () => {
    const first = search.search({ query: 'box breathing', limit: 1 }, none)[0]!;
    const again = search.search(
      { query: 'box breathing', limit: 1 },
      { ...none, completedTodayIds: [first.id] },
    )[0]!;
    expect(again.id).not.toBe(first.id);
  });

  it('puts what lifted the mood first and what lowered it last among comparably fitting practices', () => {
    const request = { query: 'stressed about work', limit: 3 };
    expect(ids(search.search(request, none))).toEqual([
      'physiological-sigh',
      'box-breathing',
      'reframe-the-thought',
    ]);
    const trackRecords = [
      record('physiological-sigh', { sessions: 3, averageMoodChange: -1 }),
      record('reframe-the-thought', { sessions: 2, averageMoodChange: 1.5 }),
      // Rated highly, but it fits the words far less: relevance to the request still leads.
      record('three-good-things', { ratedSessions: 4, averageRating: 9 }),
    ];
    expect(ids(search.search(request, { ...none, trackRecords }))).toEqual([
      'reframe-the-thought',
      'box-breathing',
      'physiological-sigh',
    ]);
    // Asked for by name, a practice that lowered the mood is still the answer.
    const asked = { query: 'box breathing', limit: 1 };
    const lowered = [record('box-breathing', { ratedSessions: 1, averageRating: 2 })];
    expect(ids(search.search(asked, { ...none, trackRecords: lowered }))).toEqual(['box-breathing']);
  });

  it('stems lightly and reads category names in requests', () => {
    expect(stemTerm('breathing')).toBe(stemTerm('breathe'));
    expect(stemTerm('stressed')).toBe(stemTerm('stress'));
    expect(stemTerm('focused')).toBe(stemTerm('focus'));
    expect(stemTerm('the')).toBeNull();
    expect(categoryFromText('Recommend a breathing practice')).toBe('breathwork');
    expect(categoryFromText('a short meditation')).toBe('mindfulness');
    expect(categoryFromText('something to visualise')).toBe('visualization');
    expect(categoryFromText('how am I doing')).toBeUndefined();
  });

  it('turns a coach description into the first person', () => {
    expect(inFirstPerson('Nadia helps you feel at home.', 'Nadia')).toBe('I help you feel at home.');
    expect(inFirstPerson('Theo explains the science.', 'Theo')).toBe('I explain the science.');
    expect(inFirstPerson('Calm guidance for you.', 'Maya')).toBe('Calm guidance for you.');
  });
});
