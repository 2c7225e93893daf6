import { describe, expect, it } from 'vitest';
import { prefetchWaves } from './prefetch-waves.ts';

const START = {
  first: ['/1309.a.js', '/shell-start.b.js', '/texts-de.c.js', '/texts-it.d.js', '/texts-it-account-json.e.js', '/texts-it-basket-json.f.js', '/texts-it-catalogue-json.g.js', '/texts-fr-catalogue-json.h.js'],
  later: ['/768.i.js'],
};
const PARCELS = { scripts: ['/remotes/basket/b1/remoteEntry.js', '/remotes/basket/b1/__federation_expose_BasketHeader.j.js'], styles: ['/remotes/basket/b1/styles.k.css', '/remotes/catalogue/c1/styles.l.css'], later: ['/remotes/catalogue/c1/8249.m.js'] };

describe('issue 30 §3, §6 what the page loader prefetches, in two waves', () => {
  it('first: the start-up chunks, the page language\'s texts of the remotes on the page, the parcels\' files; later: the rest of that language and what loads after the first view', () => {
    const waves = prefetchWaves(START, PARCELS, { language: 'it', remotes: ['catalogue', 'basket'], inlined: ['/remotes/catalogue/c1/styles.l.css'] });
    expect(waves.scripts).toEqual(['/1309.a.js', '/shell-start.b.js', '/texts-it.d.js', '/texts-it-basket-json.f.js', '/texts-it-catalogue-json.g.js', ...PARCELS.scripts]);
    expect(waves.later).toEqual(['/768.i.js', '/texts-it-account-json.e.js', '/remotes/catalogue/c1/8249.m.js']);
    // The page remote's stylesheet is inlined in the page already.
    expect(waves.styles).toEqual(['/remotes/basket/b1/styles.k.css']);
  });

  it('another language\'s texts are in neither wave; an older shell build without the list adds only the parcels', () => {
    const waves = prefetchWaves(undefined, PARCELS, { language: 'fr', remotes: ['catalogue'], inlined: [] });
    expect(waves).toEqual({ scripts: PARCELS.scripts, styles: PARCELS.styles, later: PARCELS.later });
    expect(prefetchWaves(START, PARCELS, { language: 'fr', remotes: ['catalogue'], inlined: [] }).scripts).toContain('/texts-fr-catalogue-json.h.js');
  });
});
