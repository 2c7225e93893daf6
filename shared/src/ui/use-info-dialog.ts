import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * A small modal popup's keyboard behaviour (the basket's and the product page's store notices,
 * account §4 / §8 modal.1, modal.2): focus on its first button when it opens and back where the
 * shopper was when it closes; Tab and Shift+Tab stay on its buttons; Escape closes it. Its keys
 * stop at the popup: Escape closes this popup only, not a basket popup it may sit in.
 */
export function useInfoDialog<T extends HTMLElement>(onClose: () => void) {
  const dialog = useRef<T>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    event.stopPropagation();
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (edge && document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
    }
  };

  return { dialog, onKeyDown };
}
