/**
 * A modal panel's keyboard behaviour, one for every slice (the store side panel, the size-guide
 * panel, the marketing popups): focus moves into it on open and back to the opener on close, Tab
 * and Shift+Tab stay inside it, Escape closes it from anywhere on the page (focus may have dropped
 * to <body>). Returns the ref for the panel and its keydown handler.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export interface ModalFocusOptions<T extends HTMLElement> {
  /** What takes the focus on open (default: the panel itself, which then needs tabIndex -1). */
  initialFocus?: (panel: T) => HTMLElement | null;
  /** A class on <body> while open (e.g. to stop the page behind from scrolling on a phone). */
  bodyClass?: string;
}

export function useModalFocus<T extends HTMLElement>(onEscape: () => void, options: ModalFocusOptions<T> = {}) {
  const panel = useRef<T>(null);
  const escape = useRef(onEscape);
  const { initialFocus, bodyClass } = options;
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    if (node) (initialFocus?.(node) ?? node).focus();
    if (bodyClass) document.body.classList.add(bodyClass);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      escape.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (bodyClass) document.body.classList.remove(bodyClass);
      if (opener?.isConnected) opener.focus();
    };
    // Once per opening: the options describe the panel, they do not change while it is open.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const node = panel.current;
    if (event.key !== 'Tab' || !node) return;
    const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const outside = !node.contains(active);
    if (event.shiftKey && (active === first || active === node || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return { panel, onKeyDown };
}
