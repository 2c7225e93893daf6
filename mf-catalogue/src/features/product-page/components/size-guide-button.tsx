import './size-guide-button.css';
import { getBus } from '@trama/shared/bus';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';

/** Storefront §2: the size guide as a side panel, which the shell opens on `ui.open` {panel: 'sizeGuide'}. */
export function SizeGuideButton({ language }: { language: string }) {
  const t = useCatalogueT(language);
  return (
    <button
      type="button"
      className="cat-buy__size-guide"
      data-testid="size-guide-button"
      aria-haspopup="dialog"
      onClick={() => getBus().send('ui.open', { panel: 'sizeGuide' })}
    >
      {t('product.sizeGuide')}
    </button>
  );
}
