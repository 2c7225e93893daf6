import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { SizeGuideButton } from './size-guide-button.tsx';

afterEach(cleanup);

describe('size guide button (storefront §2 size guide as a side panel)', () => {
  it('§2 asks the shell for the size guide panel through the bus (ui.open sizeGuide)', () => {
    const opened: unknown[] = [];
    const sub = getBus().commands('ui.open').subscribe((payload) => opened.push(payload));
    try {
      render(<SizeGuideButton language="it" />);
      const button = screen.getByRole('button', { name: 'Guida alle taglie' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      button.click();
      expect(opened).toEqual([{ panel: 'sizeGuide' }]);
    } finally {
      sub.unsubscribe();
    }
  });
});
