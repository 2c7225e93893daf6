import { useEffect, useId, useRef } from 'react';
import { Dialog } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';

interface DeleteConfirmationProps {
  language: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Account §2 Addresses page: deleting asks first, in a popup (Escape or cancel keeps the address). */
export function DeleteConfirmation({ language, busy, onConfirm, onClose }: DeleteConfirmationProps) {
  const t = useAccountT(language);
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The harmless choice takes the focus.
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <Dialog role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} testId="address-delete-popup">
      <h2 id={`${id}-title`} className="ui-modal__title">{t('addresses.deleteConfirm.title')}</h2>
      <p id={`${id}-text`} className="ui-modal__text">{t('addresses.deleteConfirm.text')}</p>
      <div className="ui-actions">
        <button ref={cancel} type="button" className="ui-link-button" onClick={onClose}>
          {t('addresses.deleteConfirm.cancel')}
        </button>
        <button type="button" className="ui-button" data-testid="address-delete-confirm" disabled={busy} onClick={onConfirm}>
          {t('addresses.deleteConfirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
