import { describe, expect, it } from 'vitest';
import { visibleThumbnails } from './thumbnails.ts';

const line = (productId: number, itemTypeCode = 'P') => ({ productId, itemTypeCode });

describe('thumbnails', () => {
  it('§2 at most 3 thumbnails, lines of item type O excluded, the rest counted for the +N badge', () => {
    const { shown, more } = visibleThumbnails([line(1), line(90, 'O'), line(2), line(3), line(4), line(5)]);
    expect(shown.map((l) => l.productId)).toEqual([1, 2, 3]);
    expect(more).toBe(2);
  });

  it('§2 no badge when every product fits; a fee line alone shows nothing', () => {
    expect(visibleThumbnails([line(1), line(2), line(3), line(9, 'O')])).toEqual({ shown: [line(1), line(2), line(3)], more: 0 });
    expect(visibleThumbnails([line(9, 'O')])).toEqual({ shown: [], more: 0 });
  });
});
