import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Issue 17 §6: what the phone header keeps behind buttons — the menu (with the languages) and the
 * search field. Both start closed on the server and in the browser (no hydration difference), and
 * a new page closes them.
 */
export function useHeaderPanels() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }
  const searchBox = useRef<HTMLDivElement>(null);

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

  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const toggleSearch = useCallback(() => setSearchOpen((open) => !open), []);
  return { menuOpen, searchOpen, toggleMenu, toggleSearch, searchBox };
}
