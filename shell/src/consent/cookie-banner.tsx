import './cookie-banner.css';
import { useEffect, useRef, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import { CONSENT_CHOICES, type ConsentChoice, type Language, type MenuItem } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { entryByKey, menuHref } from '../routing/menu-links.ts';
import { setConsentAsked } from './consent-ask.ts';
import { chooseConsent } from './consent-controller.ts';

interface CookieBannerProps {
  menu: MenuItem[];
  language: Language;
}

/**
 * Storefront §4 Cookie consent: a banner at the bottom of the window on a visit without a stored
 * choice, and again on `ui.open {panel: 'cookieConsent'}` (the footer's "Cookie preferences").
 * Accept and reject are equal buttons (same size, style and place in the tab order). A region,
 * not a modal: the page stays usable. Fixed in place so nothing on the page moves.
 *
 * Always rendered, on the server and in the browser alike (the first browser render equals the
 * server's): a first-time visitor may read the page before any of our JavaScript runs, so the
 * banner has to be in the HTML. Whether it is shown is `<html data-consent="ask">` (./consent-ask.ts)
 * and CSS; display:none also takes it out of the accessibility tree. The page loader sets the
 * attribute before the first paint; once hydrated, `open` drives it.
 */
export function CookieBanner({ menu, language }: CookieBannerProps) {
  const { t } = useTranslation('shell');
  // null until the first consent fact: until then the attribute stays as the page loader set it.
  const [open, setOpen] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  // Counts the footer's requests, so each one moves focus to the title, even when already open.
  const [titleFocusRequests, setTitleFocusRequests] = useState(0);
  const reopenedFrom = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const bus = getBus();
    let first = true;
    const facts = bus.select('consent').subscribe((fact) => {
      setChoice(fact.choice);
      // The first fact decides whether the banner shows; later facts (another tab) close it.
      if (first || fact.choice !== null) setOpen(fact.choice === null);
      first = false;
    });
    const reopen = bus.commands('ui.open').subscribe(({ panel }) => {
      if (panel !== 'cookieConsent') return;
      reopenedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
      setTitleFocusRequests((requests) => requests + 1);
    });
    return () => {
      facts.unsubscribe();
      reopen.unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (open !== null) setConsentAsked(open);
  }, [open]);

  // After the effect above has shown the banner: asked for with the keyboard or a screen reader, go where the choice is.
  useEffect(() => {
    if (titleFocusRequests > 0) titleRef.current?.focus();
  }, [titleFocusRequests]);

  const policy = entryByKey(menu, 'cookie');
  const policyHref = policy ? menuHref(policy, language) : null;
  const decide = (next: ConsentChoice) => {
    chooseConsent(next);
    setOpen(false);
    reopenedFrom.current?.focus();
    reopenedFrom.current = null;
  };
  const close = () => {
    setOpen(false);
    reopenedFrom.current?.focus();
  };

  return (
    <section
      className="sh-consent"
      aria-labelledby="sh-consent-title"
      data-testid="cookie-banner"
      onKeyDown={(event) => {
        // Reopened with a choice already made: Escape keeps it.
        if (event.key === 'Escape' && choice !== null) close();
      }}
    >
      <div className="sh-consent__body">
        <h2 id="sh-consent-title" className="sh-consent__title" ref={titleRef} tabIndex={-1}>
          {t('consent.title')}
        </h2>
        <p className="sh-consent__text">
          {t('consent.text')}{' '}
          {policyHref && (
            <ShopLink href={policyHref} className="sh-consent__link">
              {t('consent.policy')}
            </ShopLink>
          )}
        </p>
        {choice !== null && (
          <p className="sh-consent__current" data-testid="cookie-current-choice">
            {t(choice === CONSENT_CHOICES.approved ? 'consent.currentApproved' : 'consent.currentRejected')}
          </p>
        )}
      </div>
      <div className="sh-consent__actions">
        <button type="button" className="sh-consent__choice" onClick={() => decide(CONSENT_CHOICES.rejected)} data-testid="cookie-reject" data-consent-choice={CONSENT_CHOICES.rejected}>
          {t('consent.reject')}
        </button>
        <button type="button" className="sh-consent__choice" onClick={() => decide(CONSENT_CHOICES.approved)} data-testid="cookie-accept" data-consent-choice={CONSENT_CHOICES.approved}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
