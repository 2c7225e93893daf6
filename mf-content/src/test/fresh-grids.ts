import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ContentItem } from '@trama/shared/contract';
import { resetContentGridCache } from '../components/grid/use-content-grid.ts';
import { stubGrids } from './network.ts';

/**
 * Every test of the file starts with no grid cached (and, when given, these grids served) and ends
 * unmounted with `fetch` restored.
 */
export function freshGridsEachTest(grids?: Record<number, ContentItem[]>): void {
  beforeEach(() => {
    resetContentGridCache();
    if (grids) stubGrids(grids);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
