import type { ReactNode } from 'react';

/** Text a screen reader reads and the page does not draw (`.ui-visually-hidden`, shared/src/ui/ui.css). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="ui-visually-hidden" id={id}>
      {children}
    </span>
  );
}
