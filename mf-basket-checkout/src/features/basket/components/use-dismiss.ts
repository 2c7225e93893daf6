import { useEffect, type RefObject } from 'react';

/**
 * Closes a non-modal popup on Escape (focus goes back, `restoreFocus` true) and on a press outside
 * `container` (focus stays where the shopper put it).
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: (restoreFocus: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, container, close]);
}
