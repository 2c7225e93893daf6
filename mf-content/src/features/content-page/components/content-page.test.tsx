import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { MenuItem } from '@trama/shared/contract';
import { freshGridsEachTest } from '../../../test/fresh-grids.ts';
import { menuEntry } from '../../../test/menu.ts';
import { item, json, recordNavigation, stubGrids } from '../../../test/network.ts';
import { ContentPage } from './content-page.tsx';

const faqEntry = (patch: Partial<MenuItem>) =>
  menuEntry({ key: 'faq', label: 'Domande frequenti', canonicalUrl: '/faq', gridId: 40, gridTypeId: 5, ...patch });

const base = { language: 'it', path: '/faq', apiBaseUrl: '' };

freshGridsEachTest();

describe('CMS page', () => {
  it('§2 a static page (gridTypeId 5) shows its FAQ as accordions under the menu label', async () => {
    stubGrids({
      40: [
        item(1, 1, 'Text', 'Le risposte alle domande più comuni.'),
        item(2, 1, 'Question', 'Quanto costa la spedizione?'),
        item(2, 1, 'Answer', 'È gratuita sopra la soglia.'),
        item(2, 2, 'Question', 'Posso rendere un articolo?'),
        item(2, 2, 'Answer', 'Sì, entro 30 giorni.'),
      ],
    });
    const menu = faqEntry({});
    const { container } = render(<ContentPage {...base} menu={menu} gridId={menu.gridId} gridTypeId={menu.gridTypeId} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Domande frequenti');
    const entries = container.querySelectorAll('details');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.querySelector('summary')?.textContent).toBe('Quanto costa la spedizione?');
    expect(entries[1]?.textContent).toContain('Sì, entro 30 giorni.');
    expect(screen.getByText('Le risposte alle domande più comuni.')).toBeTruthy();
  });

  it('§2 the brand page shows a cover, its text and three columns', async () => {
    stubGrids({
      41: [
        item(1, 1, 'Photo', '/media/storia.svg', { altText: 'Il laboratorio' }),
        item(2, 1, 'Text', 'Tessiamo dal 1920.'),
        item(3, 1, 'Title', 'Lino'),
        item(3, 2, 'Title', 'Cotone'),
        item(3, 3, 'Title', 'Seta'),
      ],
    });
    const menu = faqEntry({ key: 'storia', label: 'La nostra storia', gridId: 41, gridTypeId: 7 });
    const { container } = render(<ContentPage {...base} menu={menu} gridId={41} gridTypeId={7} />);
    const cover = await screen.findByAltText('Il laboratorio');
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('La nostra storia');
    expect(screen.getByText('Tessiamo dal 1920.')).toBeTruthy();
    const columns = container.querySelector('.cnt-page__section--columns');
    expect(columns?.querySelectorAll('h2')).toHaveLength(3);
  });

  it('an unknown grid shows the 404 content', async () => {
    stubGrids({});
    const menu = faqEntry({ gridId: 999 });
    render(<ContentPage {...base} menu={menu} gridId={999} gridTypeId={2} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pagina non trovata');
  });

  it('§4 only grid 21 answers a 503 with the maintenance page; other grids show error_message', async () => {
    const nav = recordNavigation();
    try {
      stubGrids({ 42: json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, 503) });
      render(<ContentPage {...base} menu={null} gridId={42} gridTypeId={2} />);
      expect((await screen.findByRole('alert')).textContent).toContain('Si è verificato un errore');
      cleanup();
      stubGrids({ 21: json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, 503) });
      render(<ContentPage {...base} menu={null} gridId={21} gridTypeId={1} />);
      await waitFor(() => expect(nav.seen).toEqual([{ to: '/503', replace: true }]));
    } finally {
      nav.off();
    }
  });
});
