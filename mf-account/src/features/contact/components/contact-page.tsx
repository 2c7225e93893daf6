import './contact.css';
import { useEffect, useId, useState } from 'react';
import type { ContactPageProps } from '@trama/shared/contract';
import { Spinner, useAsync } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { fetchContactForm } from '../api/contact-api.ts';
import { ContactForm } from './contact-form.tsx';

/** Module level, as useAsync wants: the server renders the form with its subjects (docs/rendering.md). */
const loadContactForm = (signal: AbortSignal, language: string) => fetchContactForm(language, signal);

/** Account §2 Contact (menu key contact), open to visitors (§1): the form, then a thank-you view. */
export function ContactPage({ language, menu }: ContactPageProps) {
  const t = useAccountT(language);
  const titleId = useId();
  const form = useAsync(loadContactForm, [language]);
  const [sent, setSent] = useState(false);

  // §4 Shopper and contact forms: after success the confirmation shows and the page scrolls to the top.
  useEffect(() => {
    if (sent) window.scrollTo?.({ top: 0 });
  }, [sent]);

  return (
    <section className="ui-page acc-contact" aria-labelledby={titleId} data-testid="contact-page">
      <h1 id={titleId} className="ui-page__title acc-contact__title">
        {menu?.label || t('contact.title')}
      </h1>
      {sent ? (
        <div role="status" className="acc-contact__thanks" data-testid="contact-thanks">
          <h2>{t('contact.thanksTitle')}</h2>
          <p>{t('contact.thanksText')}</p>
        </div>
      ) : (
        <>
          <p className="acc-contact__intro">{t('contact.intro')}</p>
          {(form.status === 'loading' || form.status === 'idle') && <Spinner label={t('remote.loading')} />}
          {form.status === 'failed' && <p role="alert">{t('contact.subjectsFailed')}</p>}
          {form.status === 'done' && <ContactForm language={language} subjects={form.value.subjects} onSent={() => setSent(true)} />}
        </>
      )}
    </section>
  );
}
