import type { ReactNode } from 'react';
import { Spinner, type AsyncState } from '@trama/shared/ui';
import { useAccountT } from './use-account-t.ts';

interface AccountListProps<T> {
  /** orders, receipts, returns: the section's test ids and its texts (`<name>.loading`, `.count`, `.empty`). */
  name: 'orders' | 'receipts' | 'returns';
  language: string;
  title: string;
  /** The list's answer, as `useAsync` gives it. */
  state: AsyncState<T[]>;
  /** The alert when the list could not be loaded. */
  error: string;
  countTestId?: string;
  /** The list's items (`<li>`), once it is in. */
  children: (items: T[]) => ReactNode;
}

/**
 * Account §2: a list of the account under its heading and count line; before its answer, the
 * spinner while it loads and an alert when it failed.
 */
export function AccountList<T>({ name, language, title, state, error, countTestId, children }: AccountListProps<T>) {
  const t = useAccountT(language);
  if (state.status === 'failed') {
    return (
      <p role="alert" data-testid={`account-${name}-error`}>
        {error}
      </p>
    );
  }
  if (state.status !== 'done') return <Spinner label={t(`${name}.loading`)} />;
  const items = state.value;
  return (
    <section className="acc-orders" data-testid={`account-${name}`} aria-labelledby={`acc-${name}-title`}>
      <h2 id={`acc-${name}-title`}>{title}</h2>
      <p data-testid={countTestId}>{items.length ? t(`${name}.count`, { count: items.length }) : t(`${name}.empty`)}</p>
      <ul className="acc-orders__list">{children(items)}</ul>
    </section>
  );
}
