/** Pixel helpers of the demo photos: an RGB buffer, texture sampling, smooth fields, colour tones. */
import { clamp, hash2 } from './noise.ts';
import type { Texture } from './textures.ts';

export interface Canvas {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, row by row (what sharp reads as raw input). */
  data: Uint8ClampedArray;
}

export type Rgb = [number, number, number];

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, data: new Uint8ClampedArray(width * height * 3) };
}

export function parseHex(hex: string): Rgb {
  const n = Number.parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : 'd9cdb8', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative lightness 0..1 (rough, for choosing a contrasting ground). */
export const lightness = ([r, g, b]: Rgb) => (0.299 * r + 0.587 * g + 0.114 * b) / 255;

export const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = clamp((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};

/** Bilinear, wrapping sample of a texture tile at (u, v) in tile pixels. */
export function sampleTexture(texture: Texture, u: number, v: number): number {
  const { width, height, shade } = texture;
  const fu = Math.floor(u), fv = Math.floor(v);
  const x0 = ((fu % width) + width) % width, y0 = ((fv % height) + height) % height;
  const x1 = x0 + 1 === width ? 0 : x0 + 1, y1 = y0 + 1 === height ? 0 : y0 + 1;
  const du = u - fu, dv = v - fv;
  const top = shade[y0 * width + x0]! * (1 - du) + shade[y0 * width + x1]! * du;
  const bottom = shade[y1 * width + x0]! * (1 - du) + shade[y1 * width + x1]! * du;
  return top * (1 - dv) + bottom * dv;
}

/**
 * A smooth field (folds, light) computed on a coarse grid and read back bilinearly: the shading
 * of a 2-megapixel photo for the price of a thumbnail.
 */
export function smoothField(width: number, height: number, step: number, fn: (x: number, y: number) => number) {
  const cols = Math.ceil(width / step) + 2, rows = Math.ceil(height / step) + 2;
  const grid = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) grid[r * cols + c] = fn(c * step, r * step);
  return (x: number, y: number): number => {
    const gx = x / step, gy = y / step;
    const c = Math.min(cols - 2, Math.floor(gx)), r = Math.min(rows - 2, Math.floor(gy));
    const dx = gx - c, dy = gy - r;
    const top = grid[r * cols + c]! * (1 - dx) + grid[r * cols + c + 1]! * dx;
    const bottom = grid[(r + 1) * cols + c]! * (1 - dx) + grid[(r + 1) * cols + c + 1]! * dx;
    return top * (1 - dy) + bottom * dy;
  };
}

/**
 * The colour of a cloth at a brightness: below 1 it darkens towards black, above 1 it lifts
 * towards white, so a white sheet still shows its weave and a midnight one its sheen.
 */
export function toneChannel(base: number, shade: number): number {
  return shade <= 1 ? base * shade : base + (255 - base) * Math.min(1, (shade - 1) * 1.4);
}

/** Paints a cloth pixel: its colour at a brightness (toneChannel), mixed over what is there by `alpha`. */
export function paintTone(canvas: Canvas, x: number, y: number, colour: Rgb, shade: number, alpha: number): void {
  const at = (y * canvas.width + x) * 3;
  const d = canvas.data;
  if (alpha >= 1) {
    d[at] = toneChannel(colour[0], shade);
    d[at + 1] = toneChannel(colour[1], shade);
    d[at + 2] = toneChannel(colour[2], shade);
    return;
  }
  d[at] = d[at]! + (toneChannel(colour[0], shade) - d[at]!) * alpha;
  d[at + 1] = d[at + 1]! + (toneChannel(colour[1], shade) - d[at + 1]!) * alpha;
  d[at + 2] = d[at + 2]! + (toneChannel(colour[2], shade) - d[at + 2]!) * alpha;
}

/** Writes a pixel mixed over what is there by `alpha`. */
export function blendPixel(canvas: Canvas, x: number, y: number, rgb: Rgb, alpha: number): void {
  const at = (y * canvas.width + x) * 3;
  const d = canvas.data;
  d[at] = d[at]! + (rgb[0] - d[at]!) * alpha;
  d[at + 1] = d[at + 1]! + (rgb[1] - d[at + 1]!) * alpha;
  d[at + 2] = d[at + 2]! + (rgb[2] - d[at + 2]!) * alpha;
}

/** Darkens a pixel by `amount` (0..1): soft shadows. */
export function darkenPixel(canvas: Canvas, x: number, y: number, amount: number): void {
  const at = (y * canvas.width + x) * 3;
  const keep = 1 - amount;
  canvas.data[at] = canvas.data[at]! * keep;
  canvas.data[at + 1] = canvas.data[at + 1]! * keep;
  canvas.data[at + 2] = canvas.data[at + 2]! * keep;
}

/**
 * A neutral studio surface: a warm grey board lit from the top left, a little vignette and a
 * fine grain. Light cloths get a slightly deeper board so they stand out.
 */
export function paintSurface(canvas: Canvas, cloth: Rgb, seed: number): void {
  const ground: Rgb = lightness(cloth) > 0.78 ? [214, 207, 197] : [236, 232, 225];
  const { width, height } = canvas;
  const light = smoothField(width, height, 32, (x, y) => {
    const nx = x / width - 0.3, ny = y / height - 0.25;
    return 1.05 - 0.14 * Math.sqrt(nx * nx + ny * ny);
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = light(x, y) * (1 + 0.025 * (hash2(x, y, seed) - 0.5));
      const at = (y * width + x) * 3;
      canvas.data[at] = ground[0] * shade;
      canvas.data[at + 1] = ground[1] * shade;
      canvas.data[at + 2] = ground[2] * shade;
    }
  }
}
