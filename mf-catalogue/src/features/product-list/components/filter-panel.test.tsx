import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Filter } from '@trama/shared/contract';
import { FilterPanel } from './filter-panel.tsx';

afterEach(cleanup);

const COLOUR: Filter[] = [{ filter: 'Colore', searchFilter: 'COLOR', values: [{ value: '#ffffff/Bianco', searchValue: 'bianco' }] }];
const noop = () => undefined;

describe('filter panel (storefront §2 filters; phones get a disclosure so the products come first)', () => {
  it('keeps its frame while the listing loads, with the toggle disabled until there is something to show', () => {
    render(<FilterPanel filters={[]} active={[]} language="it" onToggle={noop} onClear={noop} loading />);
    const toggle = screen.getByRole('button', { name: 'Filtri' });
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('filter-panel')).toBeTruthy();
  });

  it('the toggle opens and closes the filters and counts the active ones', () => {
    render(
      <FilterPanel filters={COLOUR} active={[{ name: 'color', values: ['bianco'] }]} language="it" onToggle={noop} onClear={noop} />,
    );
    const toggle = screen.getByRole('button', { name: 'Filtri (1)' });
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body.dataset.open).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.dataset.open).toBe('true');
    expect(body.querySelector('[data-testid="filter-option"]')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body.dataset.open).toBe('false');
  });

  it('a listing without filters shows no toggle but keeps the (empty) column', () => {
    render(<FilterPanel filters={[]} active={[]} language="it" onToggle={noop} onClear={noop} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('filter-panel')).toBeTruthy();
  });
});
