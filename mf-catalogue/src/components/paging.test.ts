import { describe, expect, it } from 'vitest';
import { canLoadMore, emptyPaging, pageToFetch, pagingFor, pagingReducer, type PagingState } from './paging.ts';

const page = (content: number[], totalElements: number) => ({ content, totalElements });

describe('accumulated pages', () => {
  it('§4 pages accumulate while the query is the same, and loadMore stays on while total differs', () => {
    let s: PagingState<number> = emptyPaging('menu-10');
    s = pagingReducer(s, { type: 'loaded', key: 'menu-10', page: 0, answer: page([1, 2], 5) });
    expect(canLoadMore(s)).toBe(true);
    s = pagingReducer(s, { type: 'more' });
    expect(pageToFetch(s)).toBe(1);
    s = pagingReducer(s, { type: 'loaded', key: 'menu-10', page: 1, answer: page([3, 4], 5) });
    s = pagingReducer(s, { type: 'more' });
    s = pagingReducer(s, { type: 'loaded', key: 'menu-10', page: 2, answer: page([5], 5) });
    expect(s.items).toEqual([1, 2, 3, 4, 5]);
    expect(pageToFetch(s)).toBeNull();
    expect(canLoadMore(s)).toBe(false);
    expect(pagingReducer(s, { type: 'more' })).toBe(s);
  });

  it('§4 a filter or sort change (new key) resets paging to page 0', () => {
    let s = pagingReducer(emptyPaging<number>('a'), { type: 'loaded', key: 'a', page: 0, answer: page([1, 2], 4) });
    expect(pagingFor(s, 'b')).toEqual(emptyPaging('b'));
    // A late page 1 of the old query is ignored; page 0 of the new one replaces the list.
    s = pagingReducer(s, { type: 'loaded', key: 'b', page: 1, answer: page([9], 4) });
    expect(s.key).toBe('a');
    s = pagingReducer(s, { type: 'loaded', key: 'b', page: 0, answer: page([7], 1) });
    expect(s).toMatchObject({ key: 'b', items: [7], loaded: 1 });
  });

  it('§4 infinite scroll stops when an empty page arrives even if the total disagrees', () => {
    let s = pagingReducer(emptyPaging<number>('a'), { type: 'loaded', key: 'a', page: 0, answer: page([1], 3) });
    s = pagingReducer(pagingReducer(s, { type: 'more' }), { type: 'loaded', key: 'a', page: 1, answer: page([], 3) });
    expect(canLoadMore(s)).toBe(false);
  });

  it('a duplicate answer for a page already loaded is not appended twice', () => {
    const s = pagingReducer(emptyPaging<number>('a'), { type: 'loaded', key: 'a', page: 0, answer: page([1], 3) });
    expect(pagingReducer(s, { type: 'loaded', key: 'a', page: 0, answer: page([1], 3) })).toBe(s);
  });
});
