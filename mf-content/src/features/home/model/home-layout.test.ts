import { describe, expect, it } from 'vitest';
import { item, linkWidgets } from '../../../test/network.ts';
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
      ...linkWidgets(3, { Lenzuola: '/letto/lenzuola', Asciugamani: '/bagno/asciugamani', Tovaglie: '/tavola/tovaglie' }),
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
      ...linkWidgets(3, { 'La nostra storia': '/la-nostra-storia', 'Il nostro savoir-faire': '/il-nostro-savoir-faire', 'Leggi il magazine': '/magazine' }, 2),
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
