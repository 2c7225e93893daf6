/** Storefront §2 Page metadata of the home: the first banner is its preview image. */
import { describe, expect, it } from 'vitest';
import { item } from '../../../test/network.ts';
import { homeHead } from './home-head.ts';
import { homeLayout } from './home-layout.ts';

describe('§2 home head', () => {
  it('§2 the first banner photo, absolute; the shop title and description stay the shell\'s', () => {
    const layout = homeLayout([item(1, 1, 'Photo', '/media/banner-1.svg'), item(1, 2, 'Photo', '/media/banner-2.svg'), item(2, 1, 'Photo', '/media/cat.svg')]);
    expect(homeHead(layout, 'https://shop.example')).toEqual({ image: 'https://shop.example/media/banner-1.svg' });
    expect(homeHead(homeLayout([]), 'https://shop.example')).toBeNull();
    expect(homeHead(null, 'https://shop.example')).toBeNull();
  });
});
