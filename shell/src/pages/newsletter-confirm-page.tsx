import type { Language } from '@trama/shared/contract';
import { getApiClient } from '@trama/shared/api';
import { useTranslation } from '@trama/shared/i18n';
import { KeyStatusPage } from '../sign-in/key-status-page.tsx';
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
    <KeyStatusPage language={language} title={t('pages.newsletter.title')} testId="newsletter-confirm-status" state={current.state}>
      {current.state === 'confirmed' ? t('newsletterConfirm.confirmed', { email: current.email }) : t(`newsletterConfirm.${current.state}`)}
    </KeyStatusPage>
  );
}
