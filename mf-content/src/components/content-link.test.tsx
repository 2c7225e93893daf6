import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { recordNavigation } from '../test/network.ts';
import { ContentLink } from './content-link.tsx';

afterEach(cleanup);

/** A link to the bathroom category, on an Italian page. */
function bathroomLink() {
  render(
    <ContentLink language="it" menuHref="/bagno">
      Bagno
    </ContentLink>,
  );
  return screen.getByRole('link', { name: 'Bagno' });
}

describe('a CMS link', () => {
  it('is a real link, and a plain click moves through the shell router without a reload', () => {
    const nav = recordNavigation();
    const link = bathroomLink();
    expect(link.getAttribute('href')).toBe('/it/bagno');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(nav.seen).toEqual([{ to: '/bagno', replace: false }]);
    nav.off();
  });

  it('leaves a ctrl-click (new tab) to the browser', () => {
    const nav = recordNavigation();
    const link = bathroomLink();
    fireEvent.click(link, { ctrlKey: true });
    expect(nav.seen).toEqual([]);
    nav.off();
  });

  it('shows plain text when the editor gave no target', () => {
    render(
      <ContentLink language="it" menuHref={null}>
        Senza link
      </ContentLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Senza link')).toBeTruthy();
  });
});
