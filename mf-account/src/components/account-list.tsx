import type { ReactNode } from 'react';
import { Spinner } from '@trama/shared/ui';

/**
 * What an account list (orders, receipts, returns) shows before its answer: the spinner while it
 * loads, an alert when it failed.
 */
export function ListPending({ failed, loading, errorTestId, error }: { failed: boolean; loading: string; errorTestId: string; error: string }) {
  if (!failed) return <Spinner label={loading} />;
  return (
    <p role="alert" data-testid={errorTestId}>
      {error}
    </p>
  );
}

/** Account §2: a list of the account (`name`: orders, receipts, returns) under its heading and count line. */
export function AccountList(props: { name: string; title: string; count: string; countTestId?: string; children: ReactNode }) {
  return (
    <section className="acc-orders" data-testid={`account-${props.name}`} aria-labelledby={`acc-${props.name}-title`}>
      <h2 id={`acc-${props.name}-title`}>{props.title}</h2>
      <p data-testid={props.countTestId}>{props.count}</p>
      <ul className="acc-orders__list">{props.children}</ul>
    </section>
  );
}
