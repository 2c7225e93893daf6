import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { freshGridsEachTest } from '../../test/fresh-grids.ts';
import { item, stubGrids } from '../../test/network.ts';
import { SizeGuide } from './components/size-guide.tsx';

const base = { language: 'it', path: '/letto/lenzuola/x', apiBaseUrl: '' };

freshGridsEachTest();

describe('size guide panel content (storefront §2 size guide, also as a side panel)', () => {
  it('§2 shows the guide grid as accordions, without a page title of its own', async () => {
    stubGrids({
      44: [item(1, 1, 'Title', 'Lenzuola'), item(1, 1, 'Text', 'Singolo 160×290 cm'), item(1, 2, 'Title', 'Bracciali'), item(1, 2, 'Text', 'S 16 cm')],
    });
    const { container } = render(<SizeGuide {...base} gridId={44} />);
    await screen.findByTestId('size-guide');
    expect([...container.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['Lenzuola', 'Bracciali']);
    expect(container.textContent).toContain('Singolo 160×290 cm');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says the guide is missing when the menu has no guide grid or the CMS does not know it', async () => {
    stubGrids({});
    render(<SizeGuide {...base} gridId={44} />);
    expect((await screen.findByText('La guida alle taglie non è disponibile al momento.')).tagName).toBe('P');
    cleanup();
    render(<SizeGuide {...base} gridId={null} />);
    expect(screen.getByText('La guida alle taglie non è disponibile al momento.')).toBeTruthy();
  });
});
