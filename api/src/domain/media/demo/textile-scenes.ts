/**
 * Product shots of cloth, painted pixel by pixel over a woven texture: a flat lay with soft
 * wrinkles and a stitched hem, a folded stack, a macro close-up of the weave and a flat lay with a
 * corner folded back. Light comes from the top left in every shot, as in a studio.
 */
import { createCanvas, darkenPixel, paintSurface, paintTone, sampleTexture, smoothField, smoothstep, type Canvas, type Rgb } from './canvas.ts';
import { clamp, seededRandom } from './noise.ts';
import { clothTexture, type Cloth } from './textures.ts';

export interface ClothLook {
  cloth: Cloth;
  colour: Rgb;
  seed: number;
}

export type TextileAngle = 'flat' | 'stack' | 'closeup' | 'corner';

/** Satin catches the light: its wrinkles and highlights are stronger than on matt percale. */
const sheenOf = (cloth: Cloth) => (cloth === 'sateen' ? 1.6 : cloth === 'linen' ? 1.25 : cloth === 'percale' ? 0.8 : 1);

interface Wrinkle {
  angle: number;
  offset: number;
  width: number;
  amplitude: number;
  wave: number;
  phase: number;
}

function wrinkles(random: () => number, count: number, span: number, sheen: number): Wrinkle[] {
  return Array.from({ length: count }, () => ({
    angle: -0.9 + random() * 1.8,
    offset: (random() - 0.5) * span,
    width: 28 + random() * 70,
    amplitude: (0.035 + random() * 0.055) * sheen,
    wave: 0.002 + random() * 0.004,
    phase: random() * Math.PI * 2,
  }));
}

/** Light and shadow of a few soft wrinkles at local point (u, v): a ridge lit on one side. */
function wrinkleShade(list: Wrinkle[], u: number, v: number): number {
  let shade = 1;
  for (const w of list) {
    const along = u * Math.cos(w.angle) + v * Math.sin(w.angle);
    const across = -u * Math.sin(w.angle) + v * Math.cos(w.angle) - w.offset - 40 * Math.sin(along * w.wave + w.phase);
    const d = across / w.width;
    shade += w.amplitude * 2.3 * d * Math.exp(-d * d);
  }
  return shade;
}

/** Signed distance to a centred box of half sizes (hw, hh): negative inside. */
function boxDistance(u: number, v: number, hw: number, hh: number): number {
  const dx = (u < 0 ? -u : u) - hw, dy = (v < 0 ? -v : v) - hh;
  if (dx <= 0 && dy <= 0) return dx > dy ? dx : dy;
  const ox = dx > 0 ? dx : 0, oy = dy > 0 ? dy : 0;
  return Math.sqrt(ox * ox + oy * oy);
}

/** A hem: the doubled edge is a touch lighter, with a stitch line along it and a rounded rim. */
function hemShade(edge: number, hem: number): number {
  if (edge < 3) return 0.82 + 0.06 * edge;
  if (edge > hem - 1.5 && edge < hem + 1.5) return 0.86;
  return edge < hem ? 1.04 : 1;
}

function flatLayInto(canvas: Canvas, look: ClothLook, foldCorner: boolean): void {
  const { width, height } = canvas;
  const random = seededRandom(look.seed);
  const texture = clothTexture(look.cloth, 1);
  const sheen = sheenOf(look.cloth);
  paintSurface(canvas, look.colour, look.seed);
  const tilt = ((random() < 0.5 ? -1 : 1) * (3 + random() * 4) * Math.PI) / 180;
  const cos = Math.cos(tilt), sin = Math.sin(tilt);
  const cx = width * (0.5 + (random() - 0.5) * 0.04), cy = height * (0.5 + (random() - 0.5) * 0.04);
  const hw = width * 0.39, hh = height * 0.38, hem = 26;
  const ou = random() * texture.width, ov = random() * texture.height;
  const list = wrinkles(random, 5, hh * 1.6, sheen);
  const shadeAt = smoothField(width, height, 8, (x, y) => {
    const u = (x - cx) * cos + (y - cy) * sin, v = -(x - cx) * sin + (y - cy) * cos;
    return wrinkleShade(list, u, v) * (1 + 0.05 * sheen * Math.exp(-(((u + v) / 520) ** 2)));
  });
  // The folded corner: points beyond the line n.p = fold are turned back over the cloth.
  const n = Math.SQRT1_2;
  const fold = (hw + hh) * n * 0.62;
  const shiftU = 9 * cos + 14 * sin, shiftV = -9 * sin + 14 * cos;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - cx, dy = y - cy;
      const u = dx * cos + dy * sin, v = -dx * sin + dy * cos;
      const past = foldCorner ? n * (u + v) - fold : -1;
      let sd = boxDistance(u, v, hw, hh);
      if (past > sd) sd = past;
      if (sd > -1) {
        let shadowSd = boxDistance(u - shiftU, v - shiftV, hw, hh);
        const shadowPast = foldCorner ? n * (u - shiftU + v - shiftV) - fold : -1;
        if (shadowPast > shadowSd) shadowSd = shadowPast;
        if (shadowSd < 44) darkenPixel(canvas, x, y, 0.3 * (1 - smoothstep(-8, 44, shadowSd)));
      }
      if (sd < 1) {
        const edge = Math.min(hw - Math.abs(u), hh - Math.abs(v));
        const shade = sampleTexture(texture, u + ou, v + ov) * shadeAt(x, y) * hemShade(edge, hem);
        paintTone(canvas, x, y, look.colour, shade, clamp(0.5 - sd));
      }
      if (!foldCorner || past < -hw) continue;
      // The flap: this point shows the cloth's corner reflected across the fold line.
      const beyond = -past;
      const ru = u + 2 * beyond * n, rv = v + 2 * beyond * n;
      let flapSd = boxDistance(ru, rv, hw, hh);
      if (-beyond > flapSd) flapSd = -beyond;
      if (flapSd < 12 && flapSd > -1) darkenPixel(canvas, x, y, 0.22 * (1 - smoothstep(-1, 12, flapSd)));
      if (flapSd < 1) {
        // The back of the cloth, a little darker, with the rolled fold catching the light.
        const roll = 1 + 0.12 * Math.exp(-((beyond / 14) ** 2)) - 0.1 * Math.exp(-(((beyond - 40) / 30) ** 2));
        const edge = Math.min(hw - Math.abs(ru), hh - Math.abs(rv));
        const shade = sampleTexture(texture, ru + ou, rv + ov) * 0.94 * roll * hemShade(edge, hem);
        paintTone(canvas, x, y, look.colour, shade, clamp(0.5 - flapSd));
      }
    }
  }
}

/** Folded pieces stacked on the board, seen from the front: each fold a rounded, lit roll. */
function stackInto(canvas: Canvas, look: ClothLook): void {
  const { width, height } = canvas;
  const random = seededRandom(look.seed ^ 0x9e3779b9);
  const texture = clothTexture(look.cloth, 1);
  paintSurface(canvas, look.colour, look.seed);
  const thick = look.cloth === 'terry' || look.cloth === 'wool' || look.cloth === 'cashmere';
  const layers = thick ? 3 : 4;
  const band = height * (thick ? 0.13 : 0.085);
  const folds = thick ? 1 : 2;
  const bottom = height * 0.8;
  const radius = band * 0.3;
  const pieces = Array.from({ length: layers }, (_, i) => ({
    cx: width * 0.5 + (random() - 0.5) * width * 0.03,
    hw: width * (0.33 + (random() - 0.5) * 0.02),
    top: bottom - (i + 1) * band,
    bottom: bottom - i * band,
  }));
  const top = pieces[layers - 1]!;
  const depth = height * 0.06;
  // Soft contact shadow under the stack.
  for (let y = Math.floor(bottom - 20); y < Math.min(height, bottom + 70); y++) {
    for (let x = 0; x < width; x++) {
      const ex = (x - width * 0.52) / (width * 0.36), ey = Math.max(0, y - bottom + 10) / 55;
      const d = Math.sqrt(ex * ex + ey * ey);
      if (d < 1.2) darkenPixel(canvas, x, y, 0.34 * (1 - smoothstep(0.55, 1.2, d)));
    }
  }
  for (const piece of pieces) {
    const middle = (piece.top + piece.bottom) / 2;
    for (let y = Math.max(0, Math.floor(piece.top) - 1); y <= Math.min(height - 1, Math.ceil(piece.bottom) + 1); y++) {
      const t = clamp((y - piece.top) / band);
      const local = (t * folds) % 1;
      const roll = 0.64 + 0.42 * Math.sqrt(Math.sin(Math.PI * local)) + 0.07 * (1 - local);
      for (let x = 0; x < width; x++) {
        // A rounded box: the corners of a fold curve away.
        const sd = boxDistance(x - piece.cx, y - middle, piece.hw - radius, band / 2 - radius) - radius;
        if (sd >= 1) continue;
        const ends = piece.hw - Math.abs(x - piece.cx);
        const shade = sampleTexture(texture, x, y * 1.15) * roll * (0.82 + 0.18 * smoothstep(0, 60, ends));
        paintTone(canvas, x, y, look.colour, shade, clamp(0.5 - sd));
      }
    }
  }
  // The top of the stack, seen at a shallow angle: a lighter, narrowing face.
  for (let y = Math.floor(top.top - depth); y <= Math.ceil(top.top + radius); y++) {
    const f = (top.top - y) / depth;
    const hw = top.hw * (1 - 0.06 * f) - 3;
    for (let x = 0; x < width; x++) {
      const ends = hw - Math.abs(x - top.cx);
      const cover = clamp(ends + 0.5) * clamp(y - (top.top - depth) + 0.5) * (y > top.top ? clamp(1 - (y - top.top) / radius) : 1);
      if (cover <= 0) continue;
      const shade = sampleTexture(texture, x, y * 2.2) * (1.06 - 0.05 * f) * (0.9 + 0.1 * smoothstep(0, 40, ends));
      paintTone(canvas, x, y, look.colour, shade, cover);
    }
  }
}

/** The weave filling the frame, as through a macro lens, with one soft fold across it. */
function closeupInto(canvas: Canvas, look: ClothLook): void {
  const { width, height } = canvas;
  const random = seededRandom(look.seed ^ 0x7f4a7c15);
  const texture = clothTexture(look.cloth, 3);
  const sheen = sheenOf(look.cloth);
  const tilt = ((8 + random() * 10) * Math.PI) / 180;
  const cos = Math.cos(tilt), sin = Math.sin(tilt);
  const list = wrinkles(random, 2, height * 0.6, sheen * 1.2).map((w) => ({ ...w, width: w.width * 4 }));
  const shadeAt = smoothField(width, height, 8, (x, y) => {
    const vx = x / width - 0.45, vy = y / height - 0.4;
    return wrinkleShade(list, x - width / 2, y - height / 2) * (1.04 - 0.22 * Math.sqrt(vx * vx + vy * vy));
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      paintTone(canvas, x, y, look.colour, sampleTexture(texture, x * cos + y * sin, -x * sin + y * cos) * shadeAt(x, y), 1);
    }
  }
}

/** Paints one shot of a cloth on a new canvas. */
export function paintTextile(width: number, height: number, look: ClothLook, angle: TextileAngle): Canvas {
  const canvas = createCanvas(width, height);
  if (angle === 'stack') stackInto(canvas, look);
  else if (angle === 'closeup') closeupInto(canvas, look);
  else flatLayInto(canvas, look, angle === 'corner');
  return canvas;
}
