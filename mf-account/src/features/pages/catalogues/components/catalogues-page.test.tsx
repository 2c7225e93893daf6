import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Catalogue } from '@trama/shared/contract';
import { CataloguesPage } from './catalogues-page.tsx';
import { SPEED_MS, easeInOut } from './catalogue-carousel.tsx';

const catalogue = (code: string): Catalogue => ({
  code,
  name: `Catalogo ${code}`,
  seasonName: 'Autunno-Inverno 2026',
  catalogueUrl: '/it/letto',
  photoUrl: `/media/catalogues/${code}.svg`,
});

function answer(list: Catalogue[]) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(String(input));
    return new Response(JSON.stringify(list), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

const menu = { key: 'catalogues', label: 'Cataloghi' } as Parameters<typeof CataloguesPage>[0]['menu'];
const page = () => render(<CataloguesPage language="it" path="/cataloghi" apiBaseUrl="" menu={menu} />);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('catalogues page (account §2 Catalogues page)', () => {
  it('§7 lists the brand\'s catalogues, each opening its page in the shop language; two or fewer are no carousel', async () => {
    const urls = answer([catalogue('a'), catalogue('b')]);
    page();
    const cards = await screen.findAllByTestId('catalogue');
    expect(urls[0]).toContain('/api/external/catalogues?brandId=');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/it/letto', '/it/letto']);
    expect(cards[0]!.textContent).toContain('Catalogo a');
    expect(screen.queryByTestId('catalogue-carousel')).toBeNull();
  });

  it('§2 more than 2 catalogues are a carousel with previous, next and a pause for its autoplay (§9)', async () => {
    answer([catalogue('a'), catalogue('b'), catalogue('c')]);
    page();
    const carousel = await screen.findByTestId('catalogue-carousel');
    expect(screen.getAllByTestId('catalogue')).toHaveLength(3);
    expect(screen.getByTestId('carousel-next').getAttribute('aria-label')).toBe('Catalogo successivo');
    expect(carousel.dataset.autoplay).toBe('true');
    screen.getByTestId('carousel-pause').click();
    expect((await screen.findByTestId('catalogue-carousel')).dataset.autoplay).toBe('false');
  });

  it('§9 a slide change eases over 600 ms, from the start to the end', () => {
    expect(SPEED_MS).toBe(600);
    expect([0, 0.25, 0.5, 0.75, 1].map(easeInOut)).toEqual([0, 0.125, 0.5, 0.875, 1]);
  });
});
