import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReturnStatus, ReturnSummary } from '@trama/shared/contract';
import { serveApi } from '../../../test-support/fetch-double.ts';
import { ReturnList } from './return-list.tsx';
import { signedInEachTest } from '../../../test-support/signed-in.ts';

signedInEachTest();

const filed = (ticketId: number, status: ReturnStatus): ReturnSummary => ({
  ticketId,
  orderId: 100004,
  createdAt: '2026-11-20T10:00:00.000Z',
  reason: 'Taglia sbagliata',
  storeId: null,
  lines: [{ orderLineId: 1, productId: 7, quantity: 1 }],
  status,
});

describe('[31.9] the returns list (account §4 return statuses)', () => {
  it('§4 each return shows where it stands: awaiting receipt, being processed, accepted, refund made', async () => {
    serveApi(['/api/external-secured/returns', { json: [filed(4, 'AWAITING_RECEIPT'), filed(3, 'PROCESSING'), filed(2, 'ACCEPTED'), filed(1, 'REFUNDED')] }]);
    render(<ReturnList language="it" />);
    await screen.findAllByTestId('account-returns-item');
    expect(screen.getAllByTestId('account-returns-status').map((p) => p.textContent)).toEqual([
      'Stato: In attesa di ricezione',
      'Stato: Richiesta in corso di elaborazione',
      'Stato: Richiesta accettata',
      'Stato: Rimborso effettuato',
    ]);
  });

  it('§4 the statuses read in English too', async () => {
    serveApi(['/api/external-secured/returns', { json: [filed(1, 'REFUNDED')] }]);
    render(<ReturnList language="en" />);
    expect((await screen.findByTestId('account-returns-status')).textContent).toBe('Status: Refund made');
  });
});
