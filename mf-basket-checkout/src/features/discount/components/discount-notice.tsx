import { useCallback, useEffect, useState } from 'react';
import { subscribeDiscountNotice, type DiscountNotice as Notice } from '../../../state/discount-notice.ts';
import { DiscountMessageView } from './discount-message-view.tsx';

/**
 * Beside the header basket on every page: what the /validate link did with its code (applied, or why
 * not), shown for 7 seconds after the redirect home (account §4 Discount messages).
 */
export function DiscountNotice({ language }: { language: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const hide = useCallback(() => setNotice(null), []);
  // Subscribed after mount only: the server render and hydration never see storage.
  useEffect(() => subscribeDiscountNotice((next) => setNotice({ ...next })), []);
  return (
    <div className="bsk-discount-notice" data-testid="discount-notice">
      <DiscountMessageView language={language} message={notice} onHide={hide} />
    </div>
  );
}
