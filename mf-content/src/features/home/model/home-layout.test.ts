import { describe, expect, it } from 'vitest';
import { item } from '../../../test/network.ts';
import { HOME_GRID_ID, homeLayout, showsBannerSlider } from './home-layout.ts';
import { bannerSliderOptions, homeAutoplayEnabled, SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS } from './slider-settings.ts';

describe('home layout', () => {
  it('§4 the home is grid 21', () => {
    expect(HOME_GRID_ID).toBe(21);
  });

  it('§2 reads banners, a category grid, a three-links block and a second grid by section number', () => {
    const layout = homeLayout([
      item(4, 1, 'Title', 'Gioielli', { menuHref: '/gioielli' }),
      item(1, 1, 'Photo', '/media/b1.svg'),
      item(1, 2, 'Photo', '/media/b2.svg'),
      item(2, 1, 'Title', 'Letto'),
      item(2, 1, 'Link', 'Scopri', { menuHref: '/letto' }),
      item(3, 1, 'Link', 'Lenzuola', { menuHref: '/letto/lenzuola' }),
      item(3, 2, 'Link', 'Asciugamani', { menuHref: '/bagno/asciugamani' }),
      item(3, 3, 'Link', 'Tovaglie', { menuHref: '/tavola/tovaglie' }),
      item(3, 4, 'Photo', '/media/block.svg'),
    ]);
    expect(layout.banners.map((b) => b.photo?.src)).toEqual(['/media/b1.svg', '/media/b2.svg']);
    expect(layout.categories.map((c) => [c.title, c.link?.menuHref])).toEqual([['Letto', '/letto']]);
    expect(layout.linksBlock?.links.map((l) => l.label)).toEqual(['Lenzuola', 'Asciugamani', 'Tovaglie']);
    expect(layout.linksBlock?.photo?.src).toBe('/media/block.svg');
    expect(layout.moreCategories.map((c) => c.title)).toEqual(['Gioielli']);
  });

  it('§2 section 3: the image widget gives the block its title and text; the three links come from the others', () => {
    const layout = homeLayout([
      item(3, 1, 'Photo', '/media/telaio.svg', { menuHref: '/la-nostra-storia' }),
      item(3, 1, 'Title', 'Dal telaio alla tua casa'),
      item(3, 1, 'Text', 'Da sessant’anni'),
      item(3, 2, 'Link', 'La nostra storia', { menuHref: '/la-nostra-storia' }),
      item(3, 3, 'Link', 'Il nostro savoir-faire', { menuHref: '/il-nostro-savoir-faire' }),
      item(3, 4, 'Link', 'Leggi il magazine', { menuHref: '/magazine' }),
    ]);
    expect(layout.linksBlock).toMatchObject({ title: 'Dal telaio alla tua casa', text: 'Da sessant’anni', photo: { src: '/media/telaio.svg' } });
    expect(layout.linksBlock?.links.map((l) => [l.label, l.menuHref])).toEqual([
      ['La nostra storia', '/la-nostra-storia'],
      ['Il nostro savoir-faire', '/il-nostro-savoir-faire'],
      ['Leggi il magazine', '/magazine'],
    ]);
  });

  it('leaves absent sections empty rather than failing', () => {
    expect(homeLayout([])).toEqual({ banners: [], categories: [], linksBlock: null, moreCategories: [] });
  });

  it('§2 the banner slider shows nothing with one item or fewer', () => {
    expect(showsBannerSlider([])).toBe(false);
    expect(showsBannerSlider([{}])).toBe(false);
    expect(showsBannerSlider([{}, {}])).toBe(true);
  });
});

describe('banner slider settings', () => {
  it('§9 autoplays every 5000 ms at speed 600 from 768 px', () => {
    const options = bannerSliderOptions(1024);
    expect(options.speed).toBe(SLIDER_SPEED_MS);
    expect(SLIDER_SPEED_MS).toBe(600);
    expect(options.autoplay).toMatchObject({ delay: SLIDER_AUTOPLAY_MS });
    expect(SLIDER_AUTOPLAY_MS).toBe(5000);
  });

  it('§9 home autoplay is off below 768 px', () => {
    expect(homeAutoplayEnabled(767)).toBe(false);
    expect(homeAutoplayEnabled(768)).toBe(true);
    expect(bannerSliderOptions(767).autoplay).toBe(false);
  });

  it('does not autoplay for shoppers who asked for reduced motion', () => {
    expect(homeAutoplayEnabled(1440, true)).toBe(false);
  });
});
