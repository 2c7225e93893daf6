import type { ContentT } from './use-content-t.ts';

/** Reserves roughly the page's first screen while the grid loads, so the footer does not jump. */
export function PageLoading({ t, className = '' }: { t: ContentT; className?: string }) {
  return (
    <div className={`cnt-loading ${className}`.trim()} aria-busy="true">
      <span className="ui-visually-hidden">{t('page.loading')}</span>
    </div>
  );
}

/** Storefront §8 error_message: the generic render error, never the server's text. */
export function PageError({ t }: { t: ContentT }) {
  return (
    <p role="alert" className="cnt-error-message">
      {t('error_message')}
    </p>
  );
}
