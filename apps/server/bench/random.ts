/** A small seeded generator (mulberry32): the same seed gives the same data set on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const HEX = '0123456789abcdef';

/** A version-4-shaped UUID drawn from `random`, so ids look like the app's own and stay reproducible. */
export function seededUuid(random: () => number): string {
  let out = '';
  for (let i = 0; i < 32; i += 1) {
    if (i === 8 || i === 12 || i === 16 || i === 20) out += '-';
    if (i === 12) out += '4';
    else if (i === 16) out += HEX[8 + Math.floor(random() * 4)];
    else out += HEX[Math.floor(random() * 16)];
  }
  return out;
}

/** A quick integer hash, for choices that must not depend on the order rows are drawn in. */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    h = Math.imul(h ^ value, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}
