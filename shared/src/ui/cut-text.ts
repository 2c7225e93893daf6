/** Storefront §2 Page metadata: search engines show about this much of a description. */
export const DESCRIPTION_LENGTH = 155;

/** At most `max` characters, cut at a word and marked with an ellipsis; blank space folded. */
export function cutText(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  return `${(word > max / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
