import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { getBus } from '@trama/shared/bus';
import { SIZE_GUIDE_PANEL_ID } from '@trama/shared/contract';
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

  it('[30.2] its server HTML opens the shell\'s panel with no script (popovertarget, show only) and the page loader leaves its tap to the browser', () => {
    const html = renderToString(<SizeGuideButton language="it" />);
    // HTML attribute names are case-insensitive: React writes popoverTarget.
    expect(html).toMatch(new RegExp(`popovertarget="${SIZE_GUIDE_PANEL_ID}"`, 'i'));
    expect(html).toMatch(/popovertargetaction="show"/i);
    expect(html).toContain('data-no-hold=""');
  });
});
