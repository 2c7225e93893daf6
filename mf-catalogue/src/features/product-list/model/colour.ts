/** §9: the swatch colour is the part of the colour code before a slash ('#ffffff/bianco' -> '#ffffff'). */
export function swatchColour(code: string): string {
  return code.split('/')[0]?.trim() ?? '';
}
