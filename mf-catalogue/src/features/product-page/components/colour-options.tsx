import type { ProductColor } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { Swatch } from '../../../components/swatch.tsx';

/** §5 a colour swatch only with a colour code (§9 the part before the slash); links to the variant. */
export function ColourOptions({ colours, current, menuPath, language }: {
  colours: ProductColor[];
  current: number;
  menuPath: string;
  language: string;
}) {
  const t = useCatalogueT(language);
  const shown = colours.filter((c) => c.code);
  if (shown.length < 2) return null;
  return (
    <fieldset className="cat-colours">
      <legend className="cat-sizes__label">{t('product.colours')}</legend>
      {shown.map((c) => (
        <ShopLink
          key={c.productId}
          language={language}
          to={`${menuPath}/${c.canonicalUrl}`}
          className={`cat-colours__option${c.productId === current ? ' cat-colours__option--on' : ''}`}
          data-testid="color-option"
          aria-current={c.productId === current ? 'true' : undefined}
          title={c.name}
        >
          <Swatch colour={c.code.split('/')[0] ?? ''} />
          <span className="ui-visually-hidden">{c.name}</span>
        </ShopLink>
      ))}
    </fieldset>
  );
}
