import { describe, expect, it } from 'vitest';
import { charGrams, riskFeatures, riskWords } from './features';

describe('risk features', () => {
  it('reads words the way the crisis rules do: lower case, leetspeak, spelled-out letters, stretched letters', () => {
    expect(riskWords("I DON'T want to k1ll mys3lf")).toEqual(['i', 'dont', 'want', 'to', 'kill', 'myself']);
    expect(riskWords('thinking about s u i c i d e')).toEqual(['thinking', 'about', 'suicide']);
    expect(riskWords('sooooo tired')).toEqual(['soo', 'tired']);
  });

  it('reads every number as the same token', () => {
    expect(riskWords('took 30 pills')).toEqual(['took', '#', 'pills']);
    expect(riskFeatures('took 12 pills')).toEqual(riskFeatures('took 40 pills'));
  });

  it('makes 3- to 5-character grams inside a word, its boundaries marked', () => {
    expect(charGrams('pill')).toEqual(['<pi', 'pil', 'ill', 'll>', '<pil', 'pill', 'ill>', '<pill', 'pill>']);
    expect(charGrams('i')).toEqual(['<i>']);
    expect(charGrams('#')).toEqual([]);
  });

  it('gives word unigrams, bigrams and character grams, each once', () => {
    const features = riskFeatures('want to die, want to die');
    expect(features).toEqual(expect.arrayContaining(['w:want', 'w:die', 'b:want_to', 'b:to_die', 'c:<die>']));
    expect(new Set(features).size).toBe(features.length);
    // No gram crosses a word boundary.
    expect(features).not.toContain('c:nt to');
    expect(features.some((feature) => feature.startsWith('c:') && feature.includes(' '))).toBe(false);
  });

  it('lets a typo keep most of the grams of the word it misspells', () => {
    const grams = (text: string) => new Set(riskFeatures(text).filter((feature) => feature.startsWith('c:')));
    const word = grams('suicidal');
    const typo = grams('sucidal');
    const shared = [...typo].filter((gram) => word.has(gram)).length;
    expect(shared / typo.size).toBeGreaterThan(0.4);
    expect(riskFeatures('')).toEqual([]);
  });
});
