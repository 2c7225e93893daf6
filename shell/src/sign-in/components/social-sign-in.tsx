import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { configuredSocialProviders, finishSocialSignIn, socialStartUrl } from '../api/auth-actions.ts';
import { socialFailureKey } from '../model/messages.ts';
import { FormMessage, type Message } from './form-message.tsx';

/** The two buttons of storefront §2 /login, in this order, when the API has them configured. */
const KNOWN = ['google', 'facebook'] as const;

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true after: the provider's answer is said only then. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

interface ProviderAnswer {
  error: string | null;
  done: boolean;
}

const answerOf = (search: string): ProviderAnswer => {
  const query = new URLSearchParams(search);
  return { error: query.get('socialError'), done: query.get('social') === 'done' };
};

/**
 * Storefront §2 /login social buttons (issue 31 point 1, docs/social-sign-in.md). Each is a plain
 * link to the API, which runs the OpenID Connect flow and sends the browser back here with
 * ?social=done (the token waits in an HttpOnly cookie) or ?socialError=CODE. The providers are
 * asked after hydration, so the server's HTML and the first browser render agree (no buttons).
 */
export function SocialSignIn({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [providers, setProviders] = useState<string[]>([]);
  // The answer of the page's first address, kept once the query is dropped.
  const [answer] = useState(() => answerOf(search));
  const [failure, setFailure] = useState<Message | null>(null);
  const finishing = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    let live = true;
    void configuredSocialProviders().then((list) => {
      if (live) setProviders(KNOWN.filter((id) => list.includes(id)));
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!answer.error && !answer.done) return;
    // The answer is read once: a reload or Back does not replay it.
    void navigate(`/${language}/login`, { replace: true });
    if (!answer.done || finishing.current) return;
    finishing.current = true;
    // Signed in: the page's signed-in redirect sends the shopper home.
    finishSocialSignIn().catch((error: unknown) => setFailure({ key: socialFailureKey(error), tone: 'error' }));
  }, [answer, language, navigate]);

  const pending: Message | null = answer.error ? { key: socialFailureKey(answer.error), tone: 'error' } : answer.done ? { key: 'signin.working', tone: 'info' } : null;
  const message = failure ?? (hydrated ? pending : null);
  if (providers.length === 0 && !message) return null;
  return (
    <section className="sh-social" aria-labelledby={titleId} data-testid="login-social">
      <h2 id={titleId} className="sh-social__title">
        {t('login.social.title')}
      </h2>
      <div className="sh-social__buttons">
        {providers.map((id) => (
          <a key={id} className="ui-button ui-button--secondary" href={socialStartUrl(id, language)} data-testid={`login-social-${id}`}>
            {t(`login.social.${id}`)}
          </a>
        ))}
      </div>
      <FormMessage testId="login-social-message" message={message} />
    </section>
  );
}
