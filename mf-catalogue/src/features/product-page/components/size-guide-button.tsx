import './size-guide-button.css';
import { getBus } from '@trama/shared/bus';
import { SIZE_GUIDE_PANEL_ID } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';

/**
 * Storefront §2: the size guide as a side panel, which the shell opens on `ui.open` {panel: 'sizeGuide'}.
 * Issue 30 §2: the button also names the shell's panel (an HTML popover), so it opens on its tap
 * before any script has run; `data-no-hold` tells the page loader to leave that tap to the browser.
 */
export function SizeGuideButton({ language }: { language: string }) {
  const t = useCatalogueT(language);
  return (
    <button
      type="button"
      className="ui-link-button cat-buy__size-guide"
      data-testid="size-guide-button"
      aria-haspopup="dialog"
      popoverTarget={SIZE_GUIDE_PANEL_ID}
      popoverTargetAction="show"
      data-no-hold=""
      onClick={() => getBus().send('ui.open', { panel: 'sizeGuide' })}
    >
      {t('product.sizeGuide')}
    </button>
  );
}
