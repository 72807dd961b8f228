/**
 * A small seeded pseudo-random generator (mulberry32), so every run of the synthesis script draws the same
 * numbers and writes byte-identical files. Math.random is never used.
 */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** A float in [min, max). */
  range: (min: number, max: number) => number;
  /** An integer in [0, count). */
  int: (count: number) => number;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (count: number): number => Math.floor(next() * count);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
  };
}
