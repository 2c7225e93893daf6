import './social-feed.css';
import { CONSENT_CHOICES } from '@trama/shared/contract';
import { useAsync, useConsent } from '@trama/shared/ui';
import { useContentT } from '../../../components/use-content-t.ts';
import { fetchSocialFeed } from '../api/fetch-social-feed.ts';

const load = (signal: AbortSignal) => fetchSocialFeed(signal);

/**
 * Storefront §7 social feed on the home. A third party's content: requested only after cookie
 * approval (§4, architecture §7), and only when a feed is configured. Without either, or with an
 * empty or failing feed, nothing shows (no empty box). Rendered in the browser only (consent is the
 * browser's), at the end of the home, so it moves nothing above it.
 */
export function SocialFeed({ language }: { language: string }) {
  const t = useContentT(language);
  const approved = useConsent() === CONSENT_CHOICES.approved;
  const state = useAsync(load, approved ? [] : null);
  if (!approved || state.status !== 'done' || state.value.length === 0) return null;
  return (
    <section className="cnt-social" aria-labelledby="cnt-social-title" data-testid="social-feed">
      <h2 id="cnt-social-title" className="cnt-social__title">
        {t('socialFeed.title')}
      </h2>
      <ul className="cnt-social__list">
        {state.value.map((post) => (
          <li key={`${post.link}|${post.image}`} className="cnt-social__item">
            <a href={post.link} target="_blank" rel="noopener noreferrer" className="cnt-social__link">
              <img src={post.image} alt={post.caption || t('socialFeed.post')} loading="lazy" decoding="async" width={240} height={240} className="cnt-social__image" />
              <span className="ui-visually-hidden"> {t('socialFeed.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
