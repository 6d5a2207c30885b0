/**
 * A small deterministic random source (sfc32, 128 bits of state): the same seed always gives the
 * same sequence, on every platform. Question generation draws all its randomness from one of these,
 * never from `Math.random`.
 */
export interface SeededRandom {
  /** A float in `[0, 1)`. */
  next(): number;
  /** An integer in `[0, size)`; `size` must be a positive integer. */
  int(size: number): number;
  /** A shuffled copy of `items` (Fisher-Yates); `items` is left alone. */
  shuffle<Item>(items: readonly Item[]): Item[];
  /** One element of `items`, which must not be empty. */
  pick<Item>(items: readonly Item[]): Item;
}

/** A {@link SeededRandom} that can start over from another seed, without a new object. */
export interface ReseedableRandom extends SeededRandom {
  /** Restarts the sequence as `createSeededRandom(seed)` would begin it. */
  reseed(seed: number | string): void;
}

/**
 * Creates a {@link SeededRandom} from a number or a string. Strings and numbers are hashed to the
 * 128-bit state, so `1` and `"1"` give the same sequence, and nearby seeds give unrelated ones.
 */
export function createSeededRandom(seed: number | string): ReseedableRandom {
  let [a, b, c, d] = hashSeed(String(seed));
  const nextUint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let result = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    result = (result + d) | 0;
    c = (c + result) | 0;
    return result >>> 0;
  };
  // Warm up: the first outputs of sfc32 still echo the seed.
  for (let round = 0; round < 12; round += 1) nextUint32();
  const reseed = (next: number | string): void => {
    [a, b, c, d] = hashSeed(String(next));
    for (let round = 0; round < 12; round += 1) nextUint32();
  };

  const next = (): number => nextUint32() / 4_294_967_296;
  const int = (size: number): number => {
    if (!Number.isInteger(size) || size <= 0)
      throw new RangeError(`SeededRandom.int needs a positive integer, got ${size}.`);
    return Math.floor(next() * size);
  };
  return {
    reseed,
    next,
    int,
    shuffle<Item>(items: readonly Item[]): Item[] {
      const shuffled = [...items];
      for (let last = shuffled.length - 1; last > 0; last -= 1) {
        const other = int(last + 1);
        // A swap through a variable: the destructuring form allocates an array per swap.
        const item = shuffled[last] as Item;
        shuffled[last] = shuffled[other] as Item;
        shuffled[other] = item;
      }
      return shuffled;
    },
    pick<Item>(items: readonly Item[]): Item {
      if (items.length === 0) throw new RangeError("SeededRandom.pick needs a non-empty array.");
      return items[int(items.length)] as Item;
    },
  };
}

/** Four 32-bit words from a string (cyrb128). */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
