import { describe, expect, it } from 'vitest';
import { buildFilterPath, hasUnknownFilter, parseFilterPath, toSelections, toggleFilterValue } from './filter-path.ts';
import { swatchColour } from './colour.ts';

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

describe('filter selections', () => {
  it('§2 round trip: selections -> /filtres path -> the same selections, % as {perc}', () => {
    const filters = toggleFilterValue(toggleFilterValue(toggleFilterValue([], 'COLOR', 'bianco'), 'COLOR', 'blu'), 'PROMOTION', '30%');
    const path = buildFilterPath(filters);
    expect(path).toBe('/filtres/color/bianco-blu/promotion/30{perc}');
    expect(parseFilterPath(path)).toEqual(filters);
    expect(toSelections(parseFilterPath(path))).toEqual([
      { searchFilter: 'COLOR', values: ['bianco', 'blu'] },
      { searchFilter: 'PROMOTION', values: ['30%'] },
    ]);
  });

  it('§2 choosing a chosen value again takes it out; an emptied filter leaves the URL', () => {
    const one = toggleFilterValue([], 'SIZE', 'matrimoniale');
    expect(toggleFilterValue(one, 'SIZE', 'matrimoniale')).toEqual([]);
    expect(buildFilterPath(toggleFilterValue(one, 'SIZE', 'matrimoniale'))).toBe('');
  });

  it('an unknown filter name in a hand-written URL is not sent to the API', () => {
    expect(toSelections(parseFilterPath('/filtres/colore/bianco/color/blu'))).toEqual([{ searchFilter: 'COLOR', values: ['blu'] }]);
  });

  it('§9 the swatch colour is the part of the colour code before the slash', () => {
    expect(swatchColour('#ffffff/Bianco')).toBe('#ffffff');
    expect(swatchColour('navy')).toBe('navy');
  });
});

describe('[29.19] hasUnknownFilter', () => {
  const offered = [
    { filter: 'Colore', searchFilter: 'COLOR', values: [{ value: '#fff/Bianco', searchValue: 'bianco' }] },
    { filter: 'Promozione', searchFilter: 'PROMOTION', values: [{ value: '-30%', searchValue: '30%' }] },
  ];
  it('[29.19] a name that is no filter kind is unknown at once; a value only once the list says what it offers', () => {
    expect(hasUnknownFilter('/filtres/colour/anthracite', null)).toBe(true);
    expect(hasUnknownFilter('/filtres/color/anthracite', null)).toBe(false);
    expect(hasUnknownFilter('/filtres/color/anthracite', offered)).toBe(true);
    expect(hasUnknownFilter('/filtres/color/bianco/promotion/30{perc}', offered)).toBe(false);
    expect(hasUnknownFilter('/filtres/material/lino', offered)).toBe(true);
    expect(hasUnknownFilter('', offered)).toBe(false);
  });
});
