import { Link } from 'react-router';
import { useTranslation } from '@trama/shared/i18n';

export type SlotVariant = 'page' | 'compact';

interface RemoteFallbackProps {
  variant: SlotVariant;
  /** Absent when trying again cannot help (the remote is switched off). */
  onRetry?: () => void;
  /** The part broke while rendering: storefront §8 "render errors show the generic message" (error_message). */
  renderError?: boolean;
}

/**
 * What a shopper sees instead of a missing part of the shop (architecture §2): the page, header
 * and navigation keep working. Header slots stay quiet: an empty spot, not an error banner.
 */
export function RemoteFallback({ variant, onRetry, renderError = false }: RemoteFallbackProps) {
  const { t, i18n } = useTranslation('common');
  if (variant === 'compact') return <span className="sh-fallback sh-fallback--compact" data-testid="remote-fallback" />;
  return (
    <div className="sh-fallback" data-testid="remote-fallback" role={renderError ? 'alert' : undefined}>
      <p className="sh-fallback__text">{t(renderError ? 'error_message' : 'remote.unavailable')}</p>
      <p className="sh-fallback__actions">
        <Link className="ui-button ui-button--secondary" to={`/${i18n.language}`}>
          {t('remote.backHome')}
        </Link>
        {onRetry && (
          <button type="button" className="ui-button" onClick={onRetry}>
            {t('remote.retry')}
          </button>
        )}
      </p>
    </div>
  );
}

/**
 * Loading: a calm placeholder in the space the part will take, announced once for a page.
 * Issue 30 §5: no spinner turns for a part that is not loading — a header slot (compact) keeps an
 * empty box, and a deferred part waiting for its turn (`quiet`: the page waits for use, the first
 * view, or the shopper to scroll near it) keeps its box without a spinner until its code is asked for.
 */
export function SlotBusy({ variant, quiet = false }: { variant: SlotVariant; quiet?: boolean }) {
  const { t } = useTranslation('common');
  if (variant === 'compact') return <span className="sh-slot__quiet" aria-hidden="true" />;
  if (quiet) return <div className="sh-slot__busy sh-slot__busy--quiet" aria-hidden="true" />;
  return (
    <div className="sh-slot__busy" role="status">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span className="ui-visually-hidden">{t('remote.loading')}</span>
    </div>
  );
}
