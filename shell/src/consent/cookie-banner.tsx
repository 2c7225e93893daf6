import './cookie-banner.css';
import { useEffect, useRef, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import { CONSENT_CHOICES, type ConsentChoice, type Language, type MenuItem } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { entryByKey, menuHref } from '../routing/menu-links.ts';
import { chooseConsent } from './consent-controller.ts';

interface CookieBannerProps {
  menu: MenuItem[];
  language: Language;
}

/**
 * Storefront §4 Cookie consent: a banner at the bottom of the window on a visit without a stored
 * choice, and again on `ui.open {panel: 'cookieConsent'}` (the footer's "Cookie preferences").
 * Accept and reject are equal buttons (same size, style and place in the tab order). A region,
 * not a modal: the page stays usable, nothing is hidden from assistive technology. Shown only
 * after hydration (the stored choice is the browser's), fixed in place so nothing on the page moves.
 */
export function CookieBanner({ menu, language }: CookieBannerProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
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
      // Asked for with the keyboard or a screen reader: go where the choice is.
      requestAnimationFrame(() => titleRef.current?.focus());
    });
    return () => {
      facts.unsubscribe();
      reopen.unsubscribe();
    };
  }, []);

  if (!open) return null;
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
        <button type="button" className="sh-consent__choice" onClick={() => decide(CONSENT_CHOICES.rejected)} data-testid="cookie-reject">
          {t('consent.reject')}
        </button>
        <button type="button" className="sh-consent__choice" onClick={() => decide(CONSENT_CHOICES.approved)} data-testid="cookie-accept">
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
