/**
 * Issue 17 §6: on phones the header actions are icons (their labels stay for screen readers,
 * header.css); on wider screens the icons are hidden and the labels show as before.
 */
const common = {
  className: 'sh-action__icon',
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** What each icon draws, in a 24 × 24 box. */
const DRAWINGS = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
  heart: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z" />,
  // The menu button's icon shows at every width below 920 px, not only on phones (header.css).
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
};

export function HeaderIcon({ name }: { name: keyof typeof DRAWINGS }) {
  return (
    <svg {...common} className={name === 'menu' ? 'sh-header__menu-icon' : common.className}>
      {DRAWINGS[name]}
    </svg>
  );
}
