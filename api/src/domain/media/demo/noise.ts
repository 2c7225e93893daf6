/** Seeded randomness for the demo photos: the same recipe always paints the same pixels. */

/** mulberry32: a tiny PRNG, good enough for thread jitter and loop positions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of two integers and a seed, in 0..1 (per-pixel fibre noise without a table). */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Periodic 1-D value noise (period `length` samples, `knots` control points): the slubs along a
 * linen thread. Periodic, so a texture tile repeats without a seam.
 */
export function periodicNoise(random: () => number, length: number, knots: number): Float32Array {
  const points = Array.from({ length: knots }, () => random() * 2 - 1);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const t = (i / length) * knots;
    const k = Math.floor(t);
    const f = t - k;
    const smooth = f * f * (3 - 2 * f);
    out[i] = points[k % knots]! * (1 - smooth) + points[(k + 1) % knots]! * smooth;
  }
  return out;
}

export const clamp = (value: number, low = 0, high = 1) => (value < low ? low : value > high ? high : value);
