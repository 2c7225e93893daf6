import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@trama/shared/i18n';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal popup: role dialog named by its title, Escape and the backdrop close it, Tab stays
 * inside, focus goes to the first field on open and back to the opener on close.
 */
export function Dialog({ title, testId, onClose, children }: DialogProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const field = node?.querySelector<HTMLElement>('input:not([readonly]):not([disabled]), select, textarea');
    (field ?? node)?.focus();
    document.body.classList.add('sh-modal-open');
    // A step that replaces the focused button drops focus to <body>: bring it back into the popup,
    // so Tab and Escape keep working from the keyboard.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      requestAnimationFrame(() => {
        if (node?.isConnected && (document.activeElement === document.body || document.activeElement === null)) node.focus();
      });
    };
    node?.addEventListener('focusout', onFocusOut);
    return () => {
      node?.removeEventListener('focusout', onFocusOut);
      document.body.classList.remove('sh-modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape closes from anywhere on the page while the popup is open (focus may be on <body>).
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="sh-dialog-backdrop"
      data-boundary="shell"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="sh-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="sh-dialog__head">
          <h2 id={titleId} className="sh-dialog__title">
            {title}
          </h2>
          <button type="button" className="ui-close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="ui-visually-hidden">{t('dialog.close')}</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
