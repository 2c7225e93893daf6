import { useId, type ReactNode } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { useModalFocus } from '@trama/shared/ui';

interface PopupDialogProps {
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/**
 * The frame of the shell's marketing popups: a modal dialog named by its title. Focus moves to the
 * title when it opens (a screen reader reads what appeared) and back where the shopper was when it
 * closes; Tab and Shift+Tab stay inside; Escape and the close button close it. Drawn in the browser
 * only (the host decides in effects), so it never takes part in hydration.
 */
export function PopupDialog({ title, onClose, testId, children }: PopupDialogProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  // Focus on the title, so a screen reader reads what appeared.
  const { panel: dialog, onKeyDown } = useModalFocus<HTMLDivElement>(onClose, {
    initialFocus: (node) => node.querySelector<HTMLElement>('.sh-popup__title'),
  });

  return (
    <div className="sh-popup" data-testid={`${testId}-backdrop`}>
      <div ref={dialog} className="sh-popup__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId} onKeyDown={onKeyDown}>
        <button type="button" className="ui-close sh-popup__close" onClick={onClose} aria-label={t('popups.close')} data-testid={`${testId}-close`}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} tabIndex={-1} className="sh-popup__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
