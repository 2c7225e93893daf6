import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { getApiClient } from '@trama/shared/api';
import type { PaymentResultProps } from '@trama/shared/contract';
import { endWatching, paymentResult, resultPath, resultProps, watchNavigation } from '../features/payment/test-support/payment-api.ts';
import { freshPage, signIn } from '../test-support/reset.ts';

let parcel: Parcel | null = null;
let host: HTMLElement;

/** Mounts the exposed parcel as the shell does on /accepted. */
async function mountResult(props: Partial<PaymentResultProps>) {
  host = document.createElement('div');
  document.body.append(host);
  const { default: config } = await import('./PaymentResult.tsx');
  const all = resultProps({ tilePaths: [], ...props });
  parcel = mountRootParcel(config as unknown as ParcelConfig, { domElement: host, ...all });
  await parcel.mountPromise;
}

afterEach(async () => {
  await act(async () => void (await parcel?.unmount()));
  host.remove();
  endWatching();
});

describe('the PaymentResult parcel', () => {
  it('§2 carries the basket boundary and shows the confirmed order', async () => {
    freshPage({ [resultPath('accepted')]: () => paymentResult() });
    getApiClient().configure({ token: 'token' });
    signIn(77);
    await mountResult({});
    await waitFor(() => expect(screen.getByTestId('payment-result').dataset.view).toBe('success'));
    expect(screen.getByTestId('payment-result').closest('[data-boundary="basket"]')).not.toBeNull();
  });

  it('§2 without an order id it sends the shopper home', async () => {
    freshPage();
    const navigation = watchNavigation();
    await mountResult({ orderRef: null });
    await waitFor(() => expect(navigation).toEqual([{ to: '/', replace: true }]));
  });
});
