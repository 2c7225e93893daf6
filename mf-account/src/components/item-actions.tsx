import { ShopLink } from '@trama/shared/ui';
import { useAccountT } from './use-account-t.ts';

interface ItemActionsProps {
  /** The list the item is in: its texts (`orders.details`…) and test ids (`account-order-details`…). */
  kind: 'order' | 'receipt';
  language: string;
  /** The id of the item's detail, which the details button opens and closes. */
  detailId: string;
  open: boolean;
  onToggle: () => void;
  /** Where the return button leads; null: shown, but disabled (account §2). */
  returnTo: string | null;
}

/** Account §2: an order's or a receipt's buttons, its details toggle and its return (issue 31 point 9). */
export function ItemActions({ kind, language, detailId, open, onToggle, returnTo }: ItemActionsProps) {
  const t = useAccountT(language);
  const texts = `${kind}s`;
  return (
    <div className="acc-order__actions">
      <button type="button" className="ui-button" aria-expanded={open} aria-controls={detailId} onClick={onToggle} data-testid={`account-${kind}-details`}>
        {open ? t(`${texts}.hideDetails`) : t(`${texts}.details`)}
      </button>
      {returnTo ? (
        <ShopLink language={language} to={returnTo} className="ui-button ui-button--secondary" data-testid={`account-${kind}-return`}>
          {t(`${texts}.return`)}
        </ShopLink>
      ) : (
        <button type="button" className="ui-button ui-button--secondary" disabled data-testid={`account-${kind}-return`}>
          {t(`${texts}.return`)}
        </button>
      )}
    </div>
  );
}
