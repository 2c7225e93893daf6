import { describe, expect, it } from 'vitest';
import { buildFilterPath, parseFilterPath } from './filter-path.ts';

describe('list filters in the URL', () => {
  it('§2 /filtres/{name}/{value1-value2}/... gives each filter with its values', () => {
    expect(parseFilterPath('/filtres/colore/bianco-blu/taglia/matrimoniale')).toEqual([
      { name: 'colore', values: ['bianco', 'blu'] },
      { name: 'taglia', values: ['matrimoniale'] },
    ]);
  });

  it('§2 a percent sign is written as {perc}', () => {
    expect(parseFilterPath('/filtres/sconto/30{perc}-50{perc}')).toEqual([{ name: 'sconto', values: ['30%', '50%'] }]);
    expect(buildFilterPath([{ name: 'sconto', values: ['30%'] }])).toBe('/filtres/sconto/30{perc}');
  });

  it('§2 no tail means no filter', () => {
    expect(parseFilterPath('')).toEqual([]);
    expect(parseFilterPath('/filtres')).toEqual([]);
    expect(buildFilterPath([])).toBe('');
  });

  it('a truncated or repeated tail still gives a usable list', () => {
    expect(parseFilterPath('/filtres/colore/bianco/taglia')).toEqual([{ name: 'colore', values: ['bianco'] }]);
    expect(parseFilterPath('/filtres/colore/bianco/colore/blu-bianco/')).toEqual([
      { name: 'colore', values: ['bianco', 'blu'] },
    ]);
    expect(parseFilterPath('/filtres/colore/verde%20salvia')).toEqual([{ name: 'colore', values: ['verde salvia'] }]);
  });

  it('building then parsing gives the same filters back', () => {
    const filters = [
      { name: 'colore', values: ['bianco', 'blu'] },
      { name: 'sconto', values: ['20%'] },
    ];
    expect(parseFilterPath(buildFilterPath(filters))).toEqual(filters);
  });
});
