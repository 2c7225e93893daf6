import { useState } from 'react';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { DESCRIPTION_PREVIEW_LENGTH, cutDescription } from '../model/composite.ts';

/**
 * Storefront §9 "description preview 92 characters": the description tab opens on the first 92
 * characters, cut as §4 cuts a set's description (at the limit, trailing space dropped, an
 * ellipsis); a disclosure button shows the rest and folds it back. A description of 92 characters
 * or fewer is shown whole, with no button. The page's meta description keeps the full text.
 */
export function DescriptionPreview({ text, language }: { text: string; language: string }) {
  const t = useCatalogueT(language);
  const [open, setOpen] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW_LENGTH;
  return (
    <>
      <p className="cat-product__description" data-testid="description">
        {long && !open ? cutDescription(text, DESCRIPTION_PREVIEW_LENGTH) : text}
      </p>
      {long && (
        <button type="button" className="cat-product__more" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'product.readLess' : 'product.readMore')}
        </button>
      )}
    </>
  );
}
