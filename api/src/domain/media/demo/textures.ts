/**
 * Cloth surfaces as repeating tiles of brightness (1 = the cloth's own colour): real weave
 * structures drawn thread by thread (plain weave for linen, cotton and percale, satin floats,
 * twill and herringbone for wool), terry loops and knitted stitches. A tile repeats without a seam,
 * so a scene of any size samples it with wrap-around.
 */
import { clamp, hash2, periodicNoise, seededRandom } from './noise.ts';

export type Cloth = 'linen' | 'cotton' | 'percale' | 'sateen' | 'terry' | 'wool' | 'cashmere';

export interface Texture {
  width: number;
  height: number;
  /** width x height brightness factors, row by row. */
  shade: Float32Array;
}

/** Which thread lies on top at crossing (i, j): true = the warp (vertical) thread. */
type Pattern = (i: number, j: number) => boolean;

const mod = (n: number, m: number) => ((n % m) + m) % m;
const plain: Pattern = (i, j) => (i + j) % 2 === 0;
const satin: Pattern = (i, j) => mod(i * 2 + j, 5) !== 0;
const herringbone: Pattern = (i, j) => mod(Math.floor(i / 6) % 2 ? i - j : i + j, 4) < 2;

interface Weave {
  /** Thread pitch in pixels at scale 1. */
  pitch: number;
  pattern: Pattern;
  /** How much a thread thickens and thins along its length (linen slubs). */
  slub: number;
  /** Brightness spread between threads. */
  jitter: number;
  /** Pixel-level fibre noise. */
  fibre: number;
  /** Brightness of the gap between threads (0 dark, 1 none). */
  gap: number;
  /** Weft brightness against the warp (two-tone weaves). */
  weft: number;
  /** Passes of a 1-pixel periodic blur: a brushed, hazy surface. */
  haze: number;
  /** Threads after which the pattern repeats: the tile holds a whole number of repeats (no seam). */
  repeat: number;
}

const WEAVES: Record<Exclude<Cloth, 'terry' | 'cashmere'>, Weave> = {
  linen: { pitch: 7, pattern: plain, slub: 0.32, jitter: 0.07, fibre: 0.1, gap: 0.7, weft: 0.95, haze: 0, repeat: 2 },
  cotton: { pitch: 5, pattern: plain, slub: 0.08, jitter: 0.04, fibre: 0.06, gap: 0.72, weft: 0.97, haze: 0, repeat: 2 },
  percale: { pitch: 4, pattern: plain, slub: 0.03, jitter: 0.02, fibre: 0.04, gap: 0.8, weft: 0.98, haze: 0, repeat: 2 },
  sateen: { pitch: 4, pattern: satin, slub: 0.02, jitter: 0.02, fibre: 0.03, gap: 0.86, weft: 0.9, haze: 0, repeat: 5 },
  wool: { pitch: 8, pattern: herringbone, slub: 0.18, jitter: 0.08, fibre: 0.22, gap: 0.6, weft: 0.86, haze: 2, repeat: 12 },
};

function wovenTile(weave: Weave, scale: number, seed: number): Texture {
  const pitch = Math.max(3, Math.round(weave.pitch * scale));
  const threads = Math.max(weave.repeat * 2, Math.round(448 / pitch / weave.repeat) * weave.repeat);
  const size = pitch * threads;
  const random = seededRandom(seed);
  const warpSlub = Array.from({ length: threads }, () => periodicNoise(random, size, 6 + Math.floor(random() * 6)));
  const weftSlub = Array.from({ length: threads }, () => periodicNoise(random, size, 6 + Math.floor(random() * 6)));
  const warpTone = Array.from({ length: threads }, () => 1 + weave.jitter * (random() * 2 - 1));
  const weftTone = Array.from({ length: threads }, () => weave.weft * (1 + weave.jitter * (random() * 2 - 1)));
  const shade = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    const j = Math.floor(y / pitch);
    const fy = (y - j * pitch + 0.5) / pitch;
    for (let x = 0; x < size; x++) {
      const i = Math.floor(x / pitch);
      const fx = (x - i * pitch + 0.5) / pitch;
      const warpOnTop = weave.pattern(i, j);
      const across = warpOnTop ? fx : fy;
      const along = warpOnTop ? fy : fx;
      const thickness = clamp(0.8 + weave.slub * (warpOnTop ? warpSlub[i]![y]! : weftSlub[j]![x]!), 0.45, 1);
      const d = Math.abs(across - 0.5) / (thickness / 2);
      const tone = warpOnTop ? warpTone[i]! : weftTone[j]!;
      // A round thread: bright along its crown, darker at its sides and where it dives under.
      const body = d >= 1 ? weave.gap : 0.62 + 0.38 * Math.sqrt(1 - d * d);
      const dive = 0.9 + 0.1 * Math.sin(Math.PI * along);
      const fibre = 1 + weave.fibre * (hash2(x, y, seed) - 0.5);
      shade[y * size + x] = body * dive * tone * fibre;
    }
  }
  for (let pass = 0; pass < weave.haze; pass++) blurTile(shade, size, size);
  if (weave.haze) addFibres(shade, size, size, seed, weave.fibre);
  return { width: size, height: size, shade };
}

/** Terry: rows of cotton loops standing out of the ground, each lit from the top left. */
function terryTile(scale: number, seed: number): Texture {
  const cell = Math.max(4, Math.round(7 * scale));
  const cells = Math.round(420 / cell);
  const size = cell * cells;
  const random = seededRandom(seed);
  // The ground between loops is shaded, not dark: a white towel must stay white.
  const shade = new Float32Array(size * size).fill(0.74);
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      const cx = (col + 0.5 + (random() - 0.5) * 0.7 + (row % 2) * 0.5) * cell;
      const cy = (row + 0.5 + (random() - 0.5) * 0.7) * cell;
      const r = cell * (0.62 + random() * 0.3);
      const tone = 0.92 + random() * 0.16;
      const reach = Math.ceil(r);
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const d = Math.hypot(dx, dy) / r;
          if (d >= 1) continue;
          // A loop is a ring seen from above: bright rim, a little shadow in its eye.
          const ring = 1 - Math.abs(d - 0.62) * 1.6;
          const light = 1 + 0.16 * (-(dx + dy) / (2 * r));
          const value = (0.76 + 0.3 * clamp(ring)) * light * tone;
          const px = mod(Math.round(cx + dx), size), py = mod(Math.round(cy + dy), size);
          const at = py * size + px;
          if (value > shade[at]!) shade[at] = value;
        }
      }
    }
  }
  blurTile(shade, size, size);
  addFibres(shade, size, size, seed, 0.06);
  return { width: size, height: size, shade };
}

/** Knitted cashmere: columns of V stitches, brushed soft. */
function knitTile(scale: number, seed: number): Texture {
  const w = Math.max(6, Math.round(12 * scale));
  const h = Math.max(5, Math.round(10 * scale));
  const cols = Math.round(440 / w), rows = Math.round(440 / h);
  const width = w * cols, height = h * rows;
  const random = seededRandom(seed);
  const tone = Array.from({ length: cols * rows }, () => 1 + 0.06 * (random() * 2 - 1));
  const shade = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / h);
    const fy = (y - row * h) / h;
    for (let x = 0; x < width; x++) {
      const col = Math.floor(x / w);
      const fx = (x - col * w) / w;
      // Two legs leaning into a V: distance to the leg's centre line, across its width.
      const leg = fx < 0.5 ? fx * 2 : (1 - fx) * 2;
      const centre = 0.3 + 0.5 * fy;
      const d = Math.abs(leg - centre) / 0.42;
      const body = d >= 1 ? 0.55 : 0.66 + 0.34 * Math.sqrt(1 - d * d);
      shade[y * width + x] = body * (0.9 + 0.1 * Math.sin(Math.PI * fy)) * tone[row * cols + col]!;
    }
  }
  blurTile(shade, width, height);
  blurTile(shade, width, height);
  addFibres(shade, width, height, seed, 0.18);
  return { width, height, shade };
}

/** One pass of a 3x3 box blur with wrap-around (keeps the tile seamless), as two 1-D passes. */
function blurTile(shade: Float32Array, width: number, height: number): void {
  const row = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    for (let x = 0; x < width; x++) row[x] = shade[base + x]!;
    for (let x = 0; x < width; x++) shade[base + x] = (row[x === 0 ? width - 1 : x - 1]! + row[x]! + row[x === width - 1 ? 0 : x + 1]!) / 3;
  }
  const column = new Float32Array(height);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) column[y] = shade[y * width + x]!;
    for (let y = 0; y < height; y++) shade[y * width + x] = (column[y === 0 ? height - 1 : y - 1]! + column[y]! + column[y === height - 1 ? 0 : y + 1]!) / 3;
  }
}

/** Stray fibres: short bright and dark streaks scattered over the surface (wool, terry). */
function addFibres(shade: Float32Array, width: number, height: number, seed: number, amount: number): void {
  const random = seededRandom(seed ^ 0x5f3759df);
  const count = Math.round((width * height) / 90);
  for (let n = 0; n < count; n++) {
    const x0 = random() * width, y0 = random() * height, angle = random() * Math.PI, length = 4 + random() * 10;
    const delta = (random() - 0.45) * amount;
    for (let s = 0; s < length; s++) {
      const at = mod(Math.round(y0 + Math.sin(angle) * s), height) * width + mod(Math.round(x0 + Math.cos(angle) * s), width);
      shade[at] = shade[at]! * (1 + delta);
    }
  }
}

const SEEDS: Record<Cloth, number> = { linen: 101, cotton: 202, percale: 303, sateen: 404, terry: 505, wool: 606, cashmere: 707 };
const made = new Map<string, Texture>();

/**
 * The tile of a cloth at a scale (1 = flat lay, 3 = macro close-up). One seed per cloth, so every
 * photo of linen shows the same linen; tiles are kept in memory (a few MB), as every colour and
 * angle of a cloth reuses them.
 */
export function clothTexture(cloth: Cloth, scale: number): Texture {
  const key = `${cloth}@${scale}`;
  let texture = made.get(key);
  if (!texture) {
    const seed = SEEDS[cloth] * 7919 + scale;
    texture = cloth === 'terry' ? terryTile(scale, seed) : cloth === 'cashmere' ? knitTile(scale, seed) : wovenTile(WEAVES[cloth], scale, seed);
    made.set(key, texture);
  }
  return texture;
}
