import { useId, useState } from 'react';
import { Dialog, useInfoDialog } from '@trama/shared/ui';
import type { Address } from '@trama/shared/contract';
import { useBasketT } from '../../../components/use-basket-t.ts';

interface DeleteAddressPopupProps {
  language: string;
  address: Address;
  onConfirm: (address: Address) => Promise<void>;
  onClose: () => void;
}

/**
 * Account §2 Checkout popups: the delete-address confirmation (issue 31 point 8, C10). The harmless
 * choice (keep) takes the focus; Escape keeps the address. A refused delete says so and keeps it.
 */
export function DeleteAddressPopup({ language, address, onConfirm, onClose }: DeleteAddressPopupProps) {
  const t = useBasketT(language);
  const id = useId();
  const { dialog, onKeyDown } = useInfoDialog<HTMLDivElement>(onClose);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm(address);
      onClose();
    } catch (error) {
      console.warn('[checkout] address not deleted', error);
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Dialog role="alertdialog" dialogRef={dialog} labelledBy={`${id}-title`} describedBy={`${id}-text`} testId="address-delete-popup" onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`} className="ui-modal__title">{t('checkout.addresses.deleteConfirm.title')}</h2>
      <p id={`${id}-text`} className="ui-modal__text">
        {t('checkout.addresses.deleteConfirm.text', { address: `${address.name}, ${address.address1}, ${address.zip} ${address.city}` })}
      </p>
      {failed && <p role="alert">{t('checkout.addresses.deleteConfirm.failed')}</p>}
      <div className="ui-actions">
        <button type="button" className="ui-link-button" onClick={onClose} data-testid="address-delete-cancel">
          {t('checkout.addresses.deleteConfirm.cancel')}
        </button>
        <button type="button" className="ui-button" disabled={busy} onClick={() => void confirm()} data-testid="address-delete-confirm">
          {t('checkout.addresses.deleteConfirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
