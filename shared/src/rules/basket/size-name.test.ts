import { describe, expect, it } from 'vitest';
import { shownSizeName, sizeLabelKind } from './size-name.ts';

describe('[29.14] a size reads as the shopper chose it', () => {
  it('[29.14] the name when known ("Matrimoniale", "Taglia unica"), never the code ("240x300", "TU")', () => {
    expect(shownSizeName({ size: '240x300', sizeName: 'Matrimoniale' })).toBe('Matrimoniale');
    expect(shownSizeName({ size: 'TU', sizeName: 'Taglia unica' })).toBe('Taglia unica');
  });

  it('[29.14] the code when the name is unknown or blank; nothing without a size', () => {
    expect(shownSizeName({ size: 'M' })).toBe('M');
    expect(shownSizeName({ size: '160x280', sizeName: '  ' })).toBe('160x280');
    expect(shownSizeName({ size: null, sizeName: null })).toBeNull();
  });

  it('[29.14] a gift card\'s size is an amount everywhere; goods have a size', () => {
    expect(sizeLabelKind('GFC')).toBe('amount');
    expect(sizeLabelKind('EAN')).toBe('size');
    expect(sizeLabelKind(undefined)).toBe('size');
  });
});
