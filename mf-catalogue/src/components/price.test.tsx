/** Issue 29 §20: the struck-through price says what it is in words a screen reader reads, in valid markup. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { product } from '../test-support/product.ts';
import { Price } from './price.tsx';

const PREVIOUS = { it: 'Prezzo precedente', en: 'Previous price', fr: 'Prix précédent', de: 'Früherer Preis', es: 'Precio anterior' };

describe('old price markup (issue 29 §20)', () => {
  it.each(Object.entries(PREVIOUS))('[29.20] %s: <del> has no aria-label; "%s" is visually hidden text inside it', (language, words) => {
    const html = renderToString(<Price item={product({ startingPrice: 90, oldPrice: 120, listPriceAfterDiscount: 79.9 })} language={language} />);
    const del = /<del\b([^>]*)>(.*?)<\/del>/.exec(html);
    expect(del, html).not.toBeNull();
    // The Nu checker refuses aria-label on <del> (a generic role) and screen readers drop it.
    expect(del![1]).not.toMatch(/aria-/);
    const text = del![2]!.replace(/<!-- -->/g, '');
    expect(text).toMatch(new RegExp(`^<span class="ui-visually-hidden">${words} </span>[^<]*120[,.]00`));
  });

  it('[29.20] no old price, no <del>', () => {
    expect(renderToString(<Price item={product({ startingPrice: 90, oldPrice: null })} language="it" />)).not.toContain('<del');
  });
});
