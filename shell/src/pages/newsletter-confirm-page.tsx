import { Link } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { getApiClient } from '@trama/shared/api';
import { useTranslation } from '@trama/shared/i18n';
import '../sign-in/sign-in.css';
import { useSingleUseKey } from '../sign-in/use-single-use-key.ts';

const confirmNewsletter = (key: string) =>
  getApiClient()
    .post<{ email: string }>('/api/external/newsletter/confirm', { key })
    .then((answer) => answer.email);

/**
 * Issue 29 §6, double opt-in: the page of the newsletter's confirmation link. It sends the key once
 * it runs in the browser (a mail scanner fetching the link's HTML confirms nothing), then says the
 * address is subscribed (footer.news.5's words) or that the link is used or expired.
 */
export function NewsletterConfirmPage({ language, confirmKey }: { language: Language; confirmKey: string }) {
  const { t } = useTranslation('shell');
  const confirmation = useSingleUseKey('newsletter', confirmKey, confirmNewsletter);
  const current = confirmation.state === 'done' ? { state: 'confirmed' as const, email: confirmation.value } : confirmation;
  return (
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{t('pages.newsletter.title')}</h1>
      <p
        className="sh-auth-status"
        role="status"
        data-testid="newsletter-confirm-status"
        data-state={current.state}
        aria-busy={current.state === 'waiting'}
      >
        {current.state === 'waiting' && <span className="ui-spinner__wheel" aria-hidden="true" />}
        {current.state === 'confirmed' ? t('newsletterConfirm.confirmed', { email: current.email }) : t(`newsletterConfirm.${current.state}`)}
      </p>
      {current.state !== 'waiting' && (
        <p>
          <Link className="ui-button" to={`/${language}`}>
            {t('pages.continue')}
          </Link>
        </p>
      )}
    </div>
  );
}
