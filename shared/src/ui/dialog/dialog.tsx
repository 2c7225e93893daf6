import type { KeyboardEventHandler, ReactNode, Ref } from 'react';

interface DialogProps {
  /** `alertdialog` when it asks before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** The id of its title (`aria-labelledby`) and of its text (`aria-describedby`). */
  labelledBy: string;
  describedBy?: string;
  testId?: string;
  /** data-key: the message key the dialog shows (what tests read). */
  dataKey?: string;
  /** The box, for the focus handling (`useInfoDialog`, `useModalFocus`). */
  dialogRef?: Ref<HTMLDivElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** The calling remote's class for this box, beside `ui-modal__dialog`. */
  className?: string;
  children: ReactNode;
}

/**
 * The shell of a modal dialog: the dimmed page and the box above it (`.ui-modal`, shared/src/ui/ui.css).
 * What is inside (title `.ui-modal__title`, text, actions `.ui-actions`) and the focus handling are
 * the caller's: `useInfoDialog` or `useModalFocus` give the ref and the keys.
 */
export function Dialog({ role = 'dialog', labelledBy, describedBy, testId, dataKey, dialogRef, onKeyDown, className, children }: DialogProps) {
  return (
    <div className="ui-modal" role="presentation">
      <div
        ref={dialogRef}
        className={className ? `ui-modal__dialog ${className}` : 'ui-modal__dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-testid={testId}
        data-key={dataKey}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
