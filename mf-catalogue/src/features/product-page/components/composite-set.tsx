import { useState } from 'react';
import type { Product } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { DEFAULT_IMAGE, imageFallback, responsiveImage, useFlag } from '@trama/shared/ui';
import { DiscountBadge, Price } from '../../../components/price.tsx';
import { salesMode } from '../../../components/sales-mode.ts';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { chooseItem, selectionLines, setItems, type SetChoices } from '../model/composite.ts';
import { lowStock, preselectSize, visibleSizes } from '../model/sizes.ts';
import { CartMessage } from './cart-message.tsx';
import { QuantitySelect } from './quantity-select.tsx';
import { SizeOptions } from './size-options.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

function initialChoices(items: Product[]): SetChoices {
  return Object.fromEntries(items.map((i) => [i.productId, { size: preselectSize(i.sizes)?.size ?? null, quantity: 0 }]));
}

/** §4 after adding, the selection is emptied (every quantity 0); the sizes stay chosen. */
function emptied(choices: SetChoices): SetChoices {
  return Object.fromEntries(Object.entries(choices).map(([id, choice]) => [id, { ...choice, quantity: 0 }]));
}

/** §4 Composite set: each item its own size and quantity; the selection is added at once. */
export function CompositeSet({ product, language }: { product: Product; language: string }) {
  const t = useCatalogueT(language);
  const items = setItems(product);
  const [choices, setChoices] = useState(() => initialChoices(items));
  const cart = useAddToCart();
  const { lines, total } = selectionLines(product, items, choices);
  const mode = salesMode();
  // §5 low-stock count only while the stock-left flag is on (§9).
  const stockLeft = useFlag('stock-left');
  return (
    <div className="cat-set">
      <h2 className="cat-set__title">{t('product.setItems')}</h2>
      <ul className="cat-set__items">
        {items.map((item) => {
          const choice = choices[item.productId] ?? { size: null, quantity: 0 };
          const size = item.sizes.find((s) => s.size === choice.size) ?? null;
          const sizes = visibleSizes(item.sizes, mode);
          const left = size && stockLeft ? lowStock(size.webInventory) : null;
          return (
            <li key={item.productId} className="cat-set__item" data-testid="set-item" data-product-id={item.productId}>
              <img {...responsiveImage(item.thumbnail || item.photo || DEFAULT_IMAGE, { sizes: '96px', width: 96, height: 120 })} alt="" loading="lazy" onError={imageFallback} />
              <div>
                <h3 className="cat-set__name">{item.name}</h3>
                <p className="cat-set__price">
                  <Price item={size ? { ...size, currency: item.currency } : item} language={language} />{' '}
                  <DiscountBadge detail={(size ?? item).discountDetail} />
                </p>
                {left !== null && <p className="cat-buy__low">{t('product.lowStock', { count: left })}</p>}
                {sizes.length === 0 ? (
                  <p className="cat-buy__soldout">{t('catalogue.product.7')}</p>
                ) : (
                  <>
                    <SizeOptions
                      sizes={sizes}
                      chosen={choice.size}
                      language={language}
                      onChoose={(s) => setChoices((c) => chooseItem(c, item.productId, { size: s?.size ?? null }))}
                    />
                    <QuantitySelect
                      stock={size?.webInventory ?? 0}
                      value={choice.quantity}
                      language={language}
                      label={t('product.quantity')}
                      onChange={(quantity) => setChoices((c) => chooseItem(c, item.productId, { quantity }))}
                    />
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="cat-set__total">{t('product.setTotal', { price: formatPrice(total, product.currency, language) })}</p>
      <button
        type="button"
        className="ui-button"
        data-testid="add-to-cart"
        disabled={cart.busy}
        onClick={async () => {
          if (lines.length === 0) return cart.refuse('addToCart.3');
          if (await cart.add(lines)) setChoices(emptied);
        }}
      >
        {t('product.addSet')}
      </button>
      <CartMessage message={cart.message} language={language} />
    </div>
  );
}
