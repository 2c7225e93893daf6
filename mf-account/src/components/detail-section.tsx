import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner, type AsyncState } from '@trama/shared/ui';

interface DetailSectionProps<T> {
  /** The detail's answer, as `useAsync` gives it. */
  state: AsyncState<T>;
  testId: string;
  titleId: string;
  title: string;
  error: string;
  loading: string;
  children: (value: T) => ReactNode;
}

/**
 * Account §2/§3: an order's or a receipt's detail, opened below its button. Focus moves to its title
 * once the answer is in, so a screen reader reads the detail next.
 */
export function DetailSection<T>({ state, testId, titleId, title, error, loading, children }: DetailSectionProps<T>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = state.status === 'done';
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  return (
    <section className="acc-detail" data-testid={testId} aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="acc-detail__title">
        {title}
      </h3>
      {state.status === 'failed' ? <p role="alert">{error}</p> : state.status === 'done' ? children(state.value) : <Spinner label={loading} />}
    </section>
  );
}
