/**
 * Jewellery and gift-card shots, drawn as SVG (metal needs smooth gradients more than texture)
 * and rasterised by sharp: the piece on a plain ground with its soft shadow, then a detail.
 * No text anywhere in the picture.
 */
import { seededRandom } from './noise.ts';

export type Metal = 'gold' | 'rose-gold' | 'silver';
export type JewelKind = 'necklace' | 'earrings' | 'bracelet';
export type JewelAngle = 'piece' | 'detail';

/** [deep, body, light] of each metal: the stops of a polished surface. */
const METALS: Record<Metal, [string, string, string]> = {
  gold: ['#7a5a12', '#d4af37', '#fff4c8'],
  'rose-gold': ['#84503f', '#d8a48f', '#ffe6da'],
  silver: ['#5d6066', '#c4c6ca', '#ffffff'],
};

function defs(metal: Metal, ground: [string, string]): string {
  const [deep, body, light] = METALS[metal];
  return (
    `<defs><radialGradient id="ground" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset=".32" stop-color="${body}"/>` +
    `<stop offset=".48" stop-color="${light}"/><stop offset=".62" stop-color="${body}"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
    `<radialGradient id="bead" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="${light}"/><stop offset=".45" stop-color="${body}"/><stop offset="1" stop-color="${deep}"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter></defs>`
  );
}

/** Links of a chain hanging between two points (a catenary), alternately flat and on edge. */
function chain(x0: number, x1: number, top: number, sag: number, link: number): { svg: string; end: [number, number] } {
  const parts: string[] = [];
  const count = Math.round((x1 - x0) / (link * 0.9));
  let end: [number, number] = [x0, top];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x0 + (x1 - x0) * t;
    const y = top + sag * (1 - (2 * t - 1) ** 2);
    const slope = (sag * -4 * (2 * t - 1)) / (x1 - x0);
    const angle = (Math.atan(slope) * 180) / Math.PI;
    const flat = i % 2 === 0;
    parts.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(link * 0.62).toFixed(1)}" ry="${(flat ? link * 0.36 : link * 0.12).toFixed(1)}" ` +
        `transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="url(#metal)" stroke-width="${(link * 0.16).toFixed(1)}"/>`,
    );
    if (i === Math.round(count / 2)) end = [x, y];
  }
  return { svg: parts.join(''), end };
}

function pendant(x: number, y: number, r: number): string {
  return (
    `<ellipse cx="${x}" cy="${y - r * 1.15}" rx="${r * 0.22}" ry="${r * 0.3}" fill="none" stroke="url(#metal)" stroke-width="${r * 0.08}"/>` +
    `<path d="M${x} ${y - r * 0.9}C${x + r * 0.95} ${y - r * 0.1} ${x + r * 0.8} ${y + r} ${x} ${y + r}C${x - r * 0.8} ${y + r} ${x - r * 0.95} ${y - r * 0.1} ${x} ${y - r * 0.9}Z" fill="url(#bead)"/>` +
    `<ellipse cx="${x - r * 0.25}" cy="${y - r * 0.05}" rx="${r * 0.14}" ry="${r * 0.24}" fill="#fff" fill-opacity=".55"/>`
  );
}

function hoop(x: number, y: number, r: number): string {
  return (
    `<path d="M${x} ${y - r * 1.25}q${r * 0.18} ${-r * 0.3} ${r * 0.36} 0" fill="none" stroke="url(#metal)" stroke-width="${r * 0.06}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r * 0.92}" ry="${r}" fill="none" stroke="url(#metal)" stroke-width="${r * 0.2}"/>` +
    `<path d="M${x - r * 0.7} ${y - r * 0.55}a${r * 0.92} ${r} 0 0 1 ${r * 0.8} ${-r * 0.42}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${r * 0.05}" stroke-linecap="round"/>`
  );
}

function bangle(x: number, y: number, r: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.62}" fill="none" stroke="url(#metal)" stroke-width="${r * 0.16}"/>` +
    `<path d="M${x - r * 0.8} ${y - r * 0.38}a${r} ${r * 0.62} 0 0 1 ${r * 0.9} ${-r * 0.24}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${r * 0.035}" stroke-linecap="round"/>`
  );
}

function jewelDrawing(kind: JewelKind, angle: JewelAngle, w: number, h: number, variant: number): string {
  const zoom = angle === 'detail' ? 2.3 : 1;
  const cx = w / 2, cy = h * (angle === 'detail' ? 0.42 : 0.48);
  if (kind === 'necklace') {
    const span = w * 0.72 * zoom;
    const { svg, end } = chain(cx - span / 2, cx + span / 2, cy - h * 0.28 * zoom, h * 0.36 * zoom, w * 0.022 * zoom);
    return svg + pendant(end[0], end[1] + w * 0.075 * zoom, w * 0.055 * zoom);
  }
  if (kind === 'earrings') {
    const r = w * 0.13 * zoom;
    if (angle === 'detail') return hoop(cx, cy + r * 0.2, r);
    return hoop(cx - w * 0.18, cy, r) + hoop(cx + w * 0.18, cy + (variant % 2 ? h * 0.04 : -h * 0.04), r);
  }
  const r = w * 0.3 * zoom;
  return angle === 'detail' ? bangle(cx + r * 0.25, cy + r * 0.15, r) : bangle(cx, cy, r);
}

/** A jewel on a plain, softly lit ground, with its shadow; `variant` shifts the arrangement. */
export function jewelSvg(metal: Metal, kind: JewelKind, angle: JewelAngle, w: number, h: number, variant: number): string {
  const random = seededRandom(variant * 977 + w);
  const ground: [string, string] = metal === 'silver' ? ['#f3f1ee', '#d9d5cf'] : ['#f4efe8', '#ddd3c6'];
  const tilt = ((random() - 0.5) * 16).toFixed(1);
  const piece = jewelDrawing(kind, angle, w, h, variant);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(metal, ground)}` +
    `<rect width="${w}" height="${h}" fill="url(#ground)"/>` +
    `<g transform="rotate(${tilt} ${w / 2} ${h / 2})">` +
    `<g transform="translate(10 16)" filter="url(#soft)" opacity=".28">${piece.replace(/url\(#(metal|bead)\)/g, '#3b3128').replace(/#fff"/g, '#3b3128"')}</g>` +
    `${piece}</g></svg>`
  );
}

/** A gift card tied with a ribbon, on the same plain ground (the shop's gift cards). */
export function giftCardSvg(colour: string, angle: number, w: number, h: number): string {
  const cw = w * (angle > 1 ? 0.86 : 0.7), ch = cw * 0.63, x = (w - cw) / 2, y = (h - ch) / 2;
  const ribbon = '#8c2f2b';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><radialGradient id="ground" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="#f4efe8"/><stop offset="1" stop-color="#ddd3c6"/></radialGradient>` +
    `<linearGradient id="card" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset=".5" stop-color="#fffaf0" stop-opacity=".9"/><stop offset="1" stop-color="${colour}"/></linearGradient>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="10"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#ground)"/><g transform="rotate(-6 ${w / 2} ${h / 2})">` +
    `<rect x="${x + 12}" y="${y + 18}" width="${cw}" height="${ch}" rx="${cw * 0.04}" fill="#3b3128" opacity=".3" filter="url(#soft)"/>` +
    `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="${cw * 0.04}" fill="url(#card)"/>` +
    `<rect x="${x + cw * 0.66}" y="${y}" width="${cw * 0.07}" height="${ch}" fill="${ribbon}"/>` +
    `<rect x="${x}" y="${y + ch * 0.56}" width="${cw}" height="${cw * 0.07}" fill="${ribbon}"/>` +
    `<ellipse cx="${x + cw * 0.64}" cy="${y + ch * 0.58}" rx="${cw * 0.1}" ry="${cw * 0.05}" transform="rotate(-25 ${x + cw * 0.64} ${y + ch * 0.58})" fill="${ribbon}"/>` +
    `<ellipse cx="${x + cw * 0.76}" cy="${y + ch * 0.58}" rx="${cw * 0.1}" ry="${cw * 0.05}" transform="rotate(25 ${x + cw * 0.76} ${y + ch * 0.58})" fill="${ribbon}"/>` +
    `</g></svg>`
  );
}
