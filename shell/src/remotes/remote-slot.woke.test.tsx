/** Its own file: the first view must not have happened yet in this module graph. */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { isFirstViewDone } from './first-view.ts';
import { RemoteSlot } from './remote-slot.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-woke');
});

it("issue 30 §3 a page a visitor's use woke loads its deferred header parts at once, in the same wave as the page", async () => {
  document.documentElement.setAttribute('data-woke', 'use');
  const loader = fakeLoader({ enabled: ['basket'], load: () => Promise.resolve(testParcel()) });
  renderInShell(<RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={{ label: 'basket' }} fallback="compact" deferred />, { loader });
  await waitFor(() => expect(screen.getByTestId('slot-basket-BasketHeader').dataset.state).toBe('loaded'));
  expect(isFirstViewDone()).toBe(false);
  expect(loader.calls).toEqual(['basket/BasketHeader']);
});
