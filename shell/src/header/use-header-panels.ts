import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * Data attribute on a control that works with no script of ours (issue 30 §2): the page loader
 * (../server/page-loader.ts) leaves its clicks to the browser instead of holding them until the
 * page is hydrated.
 */
export const NO_HOLD = { 'data-no-hold': '' } as const;

/**
 * Issue 17 §6: what the phone header keeps behind buttons — the menu (with the languages) and the
 * search field. Issue 30 §2: each button is a native disclosure (`<details><summary>`), so it
 * opens with no script of ours (CSS shows the panel from the `open` state); once hydrated, React
 * follows the native state (a tap before hydration included), closes both on a new page and on
 * Escape, and puts the focus in the search field when it arrives. Both start closed on the server
 * and in the browser (no hydration difference).
 */
export function useHeaderPanels() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const menuToggle = useRef<HTMLDetailsElement>(null);
  const searchToggle = useRef<HTMLDetailsElement>(null);
  const searchBox = useRef<HTMLDivElement>(null);

  // A tap made before the page was hydrated already opened the panel: start from it.
  useEffect(() => {
    setMenuOpen(menuToggle.current?.open ?? false);
    setSearchOpen(searchToggle.current?.open ?? false);
  }, []);

  // A new page closes them.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const toggle of [menuToggle.current, searchToggle.current]) if (toggle) toggle.open = false;
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  // The search field is the catalogue's parcel and may still be arriving: focus it once it is there.
  useEffect(() => {
    const box = searchBox.current;
    if (!searchOpen || !box) return;
    const focusInput = () => {
      const input = box.querySelector('input');
      input?.focus();
      return input !== null;
    };
    if (focusInput()) return;
    const observer = new MutationObserver(() => {
      if (focusInput()) observer.disconnect();
    });
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [searchOpen]);

  const onMenuToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setMenuOpen(event.currentTarget.open), []);
  const onSearchToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setSearchOpen(event.currentTarget.open), []);

  // Escape closes an open panel and gives the focus back to its button.
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    for (const toggle of [menuToggle.current, searchToggle.current]) {
      if (!toggle?.open) continue;
      toggle.open = false;
      toggle.querySelector('summary')?.focus();
    }
  }, []);

  return { menuOpen, searchOpen, menuToggle, searchToggle, onMenuToggle, onSearchToggle, onKeyDown, searchBox };
}
