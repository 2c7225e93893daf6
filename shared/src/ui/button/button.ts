/**
 * The buttons' classes (shared/src/ui/ui.css): a remote writes its own `<button>` or `<a>` (its
 * type, handlers and test ids are its own) and gives it one of these.
 * - `primary`: the screen's main action, ink on white text;
 * - `secondary`: outlined, beside a primary one;
 * - `link`: a button that reads as a link (cancel, edit, retry).
 */
export const BUTTON = {
  primary: 'ui-button',
  secondary: 'ui-button ui-button--secondary',
  link: 'ui-link-button',
} as const;

/** A button's class with the calling remote's own class for its place (`buttonClass('primary', 'cat-buy__add')`). */
export function buttonClass(kind: keyof typeof BUTTON, own?: string): string {
  return own ? `${BUTTON[kind]} ${own}` : BUTTON[kind];
}
