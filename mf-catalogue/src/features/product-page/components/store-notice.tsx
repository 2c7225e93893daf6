import './store-notice.css';
import { useId } from 'react';
import { Dialog, useInfoDialog } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';

interface StoreNoticeProps {
  language: string;
  /** Opens the store side panel for the same line. */
  onChooseStore: () => void;
  onClose: () => void;
}

/**
 * Storefront §4 click-and-collect mode, §8 modal.2: the information popup when the chosen store
 * cannot serve the size in that quantity. A modal dialog: focus inside, Escape or its buttons close it.
 */
export function StoreNotice({ language, onChooseStore, onClose }: StoreNoticeProps) {
  const t = useCatalogueT(language);
  const id = useId();
  const { dialog, onKeyDown } = useInfoDialog<HTMLDivElement>(onClose);

  return (
    <Dialog dialogRef={dialog} labelledBy={`${id}-title`} describedBy={`${id}-text`} testId="store-notice" onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`} className="ui-modal__title">
        {t('product.storeNotice.title')}
      </h2>
      <p id={`${id}-text`} className="ui-modal__text">
        {t('modal.2')}
      </p>
      <div className="ui-actions">
        <button type="button" className="ui-link-button" data-testid="store-notice-choose" onClick={onChooseStore}>
          {t('product.storeNotice.chooseStore')}
        </button>
        <button type="button" className="ui-button" data-testid="store-notice-close" onClick={onClose}>
          {t('product.storeNotice.ok')}
        </button>
      </div>
    </Dialog>
  );
}
