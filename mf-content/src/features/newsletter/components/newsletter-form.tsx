import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import type { NewsletterProps } from '@trama/shared/contract';
import { ApiError, getApiClient } from '@trama/shared/api';
import { CaptchaField } from '@trama/shared/ui/captcha';
import { useContentT } from '../../../components/use-content-t.ts';
import { campaignMailingId, challengeUrl, isCaptchaRefusal, subscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { isValidEmail } from '@trama/shared/rules';
import {
  NEWSLETTER_MESSAGE_MS,
  canSubmit,
  initialNewsletterState,
  isSubscribed,
  newsletterReducer,
} from '../model/newsletter-state.ts';
import './altcha-styles.ts';
import './newsletter.css';

/**
 * Storefront §2 footer newsletter form (§4 states, §5 rules) and, with variant 'popup', the form
 * of the shell's newsletter popup (the shell draws the dialog and keeps the noPop marker; it
 * hears a success through onSubscribed). Both carry the ALTCHA captcha the API requires.
 */
export function NewsletterForm({ language, variant = 'footer', onSubscribed }: NewsletterProps) {
  const t = useContentT(language);
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletterState);
  const [emailTouched, setEmailTouched] = useState(false);
  // Bumped for a new challenge: a solution is accepted once (after a success or a refusal).
  const [captchaRound, setCaptchaRound] = useState(0);
  const id = useId();
  const { status } = state;
  const subscribed = useRef(onSubscribed);
  useEffect(() => {
    subscribed.current = onSubscribed;
  }, [onSubscribed]);

  useEffect(() => {
    if (status === 'subscribed') subscribed.current?.();
  }, [status]);

  // §4: the message hides 5 s after the answer (and a subscription clears the form).
  useEffect(() => {
    if (status !== 'subscribed' && status !== 'failed') return;
    const timer = setTimeout(() => {
      dispatch({ type: 'expired' });
      if (status === 'subscribed') {
        setEmailTouched(false);
        setCaptchaRound((round) => round + 1);
      }
    }, NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit(state) || state.captcha === null) return;
    dispatch({ type: 'send' });
    const api = getApiClient();
    const brandId = api.currentContext.brandId;
    // §5: the brand must be found; without one there is nothing to subscribe to.
    if (!brandId) {
      dispatch({ type: 'failed' });
      return;
    }
    const altcha = state.captcha;
    const email = state.email.trim();
    campaignMailingId(api, brandId)
      .then((mailingID) => subscribeNewsletter(api, { email, brandId, ...(mailingID ? { mailingID } : {}), altcha }))
      .then(
      (answer) => dispatch({ type: isSubscribed(answer) ? 'subscribed' : 'failed' }),
      (error: unknown) => {
        // §8: the shopper sees footer.news.6 whatever went wrong; a refused captcha is solved again.
        if (error instanceof ApiError && isCaptchaRefusal(error.code)) setCaptchaRound((round) => round + 1);
        dispatch({ type: 'failed' });
      },
    );
  };

  const emailInvalid = emailTouched && state.email.trim() !== '' && !isValidEmail(state.email);
  // §5: the consent box shows its error style while it is the one thing missing.
  const consentMissing = !state.consent && isValidEmail(state.email) && status !== 'subscribed';
  const locked = status === 'subscribed' || status === 'sending';

  return (
    // The footer column (or the popup) around this form carries the visible heading (shell), so the form is only named.
    <form
      className={`cnt-newsletter cnt-newsletter--${variant}`}
      onSubmit={submit}
      noValidate
      aria-label={t('newsletter.title')}
      data-testid={`newsletter-${variant}`}
    >
      <p className="cnt-newsletter__intro">{t('newsletter.intro')}</p>
      <div className="cnt-newsletter__row">
        <label htmlFor={`${id}-email`} className="cnt-newsletter__label">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          className="cnt-newsletter__email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={state.email}
          readOnly={locked}
          aria-invalid={emailInvalid}
          aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
          onChange={(event) => dispatch({ type: 'email', value: event.target.value })}
          onBlur={() => setEmailTouched(true)}
        />
      </div>
      {emailInvalid ? (
        <p id={`${id}-email-error`} className="cnt-newsletter__hint">
          {t('newsletter.invalidEmail')}
        </p>
      ) : null}
      <div className={`cnt-newsletter__consent${consentMissing ? ' cnt-newsletter__consent--error' : ''}`}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          checked={state.consent}
          disabled={locked}
          aria-invalid={consentMissing}
          aria-describedby={consentMissing ? `${id}-consent-error` : undefined}
          onChange={(event) => dispatch({ type: 'consent', value: event.target.checked })}
        />
        <label htmlFor={`${id}-consent`}>{t('newsletter.consentLabel')}</label>
      </div>
      {consentMissing ? (
        <p id={`${id}-consent-error`} className="cnt-newsletter__hint">
          {t('newsletter.consentRequired')}
        </p>
      ) : null}
      <CaptchaField
        className="cnt-newsletter__captcha"
        testId={`newsletter-${variant}-captcha`}
        language={language}
        challengeUrl={challengeUrl(getApiClient())}
        label={t('newsletter.captcha')}
        resetCount={captchaRound}
        onChange={(payload) => dispatch({ type: 'captcha', value: payload })}
      />
      {/* After the consent and the captcha: the shopper fills the form top to bottom, then sends it. */}
      <button type="submit" className="cnt-newsletter__submit" disabled={!canSubmit(state)}>
        {t('newsletter.submit')}
      </button>
      {/* Always in the page, so screen readers announce the result when it appears. */}
      <p
        className={`cnt-newsletter__message${status === 'failed' ? ' cnt-newsletter__message--error' : ''}`}
        role="status"
        aria-live="polite"
        data-testid={`newsletter-${variant}-message`}
      >
        {/* Issue 29 §6 double opt-in: the address is subscribed once the mailed link is followed (that page says footer.news.5). */}
        {status === 'subscribed' ? `${state.sentEmail ?? ''} ${t('newsletter.checkMailbox')}` : null}
        {status === 'failed' ? t('footer.news.6') : null}
      </p>
    </form>
  );
}
