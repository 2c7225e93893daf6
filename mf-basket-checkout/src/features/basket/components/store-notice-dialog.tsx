import { useId } from 'react';
import { getBus } from '@trama/shared/bus';
import { CloseButton, Dialog, useInfoDialog } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { getBasketState } from '../../../state/basket-state.ts';
import { saveStoreEntry } from '../../../state/store-entry.ts';
import { shelfLineRefs } from '../model/basket-lines.ts';
import type { StoreNoticeKey } from './use-line-actions.ts';

interface StoreNoticeDialogProps {
  language: string;
  /** modal.1: no store can cover the basket; modal.2: the chosen store cannot, others can. */
  messageKey: StoreNoticeKey;
  onClose: () => void;
}

/**
 * Account §4 Store selection in basket, §8 modal.1 / modal.2: the information popup after a
 * quantity change the chosen store can no longer cover. When other stores can (modal.2) the shopper
 * may choose one of them here (the store panel, through `stores.pick`); either way the popup closes
 * with its button or Escape and the basket keeps every line.
 */
export function StoreNoticeDialog({ language, messageKey, onClose }: StoreNoticeDialogProps) {
  const t = useBasketT(language);
  const id = useId();
  const { dialog, onKeyDown } = useInfoDialog<HTMLDivElement>(onClose);

  const chooseAnotherStore = async () => {
    // The store panel takes the screen: this popup gives way first.
    onClose();
    try {
      const store = await getBus().request('stores.pick', { lines: shelfLineRefs(getBasketState().basket) });
      // The panel publishes the store too; keeping it here as well spares a wait for the fact.
      if (store) saveStoreEntry(store);
    } catch (error) {
      console.warn('[basket] the store panel could not be opened', error);
    }
  };

  return (
    <Dialog dialogRef={dialog} labelledBy={`${id}-title`} describedBy={`${id}-text`} testId="store-notice" dataKey={messageKey} onKeyDown={onKeyDown}>
      <div className="ui-modal__head">
        <h2 id={`${id}-title`} className="ui-modal__title">{t('storeNotice.title')}</h2>
        <CloseButton label={t('storeNotice.close')} onClick={onClose} />
      </div>
      <p id={`${id}-text`} className="ui-modal__text">
        {t(messageKey)}
      </p>
      <div className="ui-actions">
        {messageKey === 'modal.2' && (
          <button type="button" className="ui-link-button" data-testid="store-notice-choose" onClick={() => void chooseAnotherStore()}>
            {t('storeNotice.chooseStore')}
          </button>
        )}
        <button type="button" className="ui-button" data-testid="store-notice-close" onClick={onClose}>
          {t('storeNotice.ok')}
        </button>
      </div>
    </Dialog>
  );
}
