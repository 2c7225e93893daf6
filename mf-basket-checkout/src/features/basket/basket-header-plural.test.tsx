import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { freshPage, storeFromAnotherTab } from '../../test-support/reset.ts';
import { BasketHeader } from './components/basket-header.tsx';

beforeEach(() => void freshPage());
afterEach(cleanup);

// Issue 12: screen readers heard "1 prodotti"; counts go through i18next's plural forms.
describe('header basket count, singular and plural (storefront §2 Header)', () => {
  it.each([
    ['it', 1, 'Carrello, 1 articolo'],
    ['it', 2, 'Carrello, 2 articoli'],
    ['en', 1, 'Basket, 1 item'],
    ['en', 2, 'Basket, 2 items'],
  ] as const)('in %s, %i piece(s) read as "%s"', (language, quantity, name) => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity })] }) }));
    render(<BasketHeader language={language} path="/" apiBaseUrl="" orderPath="/carrello" />);
    expect(screen.getByRole('link', { name })).toBeTruthy();
  });
});

// CI saw axe's label-content-name-mismatch on the bag link: its name must hold the count it shows.
describe('the bag link is named by what it shows (WCAG 2.2 §2.5.3 Label in Name)', () => {
  it('has no aria-label of its own: its name is the hidden text and the visible count is inside it', () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 12 })] }) }));
    render(<BasketHeader language="it" path="/" apiBaseUrl="" orderPath="/carrello" />);
    const link = screen.getByRole('link', { name: 'Carrello, 12 articoli' });
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toContain(screen.getByTestId('basket-count').textContent);
  });
});
