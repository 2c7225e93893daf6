import { useEffect, useState } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { OrderDetail } from '@trama/shared/contract';
import { fetchOrderForResult } from '../model/order-detail.ts';

export type OrderDetailState = { status: 'loading' } | { status: 'ready'; detail: OrderDetail } | { status: 'failed' };

/** The confirmed order in full, asked once its payment is confirmed; a refusal leaves the page's short facts. */
export function useOrderDetail(orderId: number, language: string): OrderDetailState {
  const [answer, setAnswer] = useState<{ key: string; state: OrderDetailState } | null>(null);
  const key = `${orderId}|${language}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchOrderForResult(getApiClient(), orderId, language, controller.signal).then(
      (detail) => setAnswer({ key, state: { status: 'ready', detail } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[payment] the order detail could not be loaded', error);
        setAnswer({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [key, orderId, language]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}
