import './footer.css';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { getBus } from '@trama/shared/bus';
import type { Language, MenuItem, SlotProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import { entryByKey, menuHref } from '../routing/menu-links.ts';
import { NO_HOLD } from '../header/use-header-panels.ts';
import { footerLinks, type FooterLink } from './footer-links.ts';
import { SOCIAL_LINKS } from './social-links.ts';

const CONTACT_EMAIL = 'servizio.clienti@trama.example';
/** Account §9: customer service is open Monday to Friday, 9:00 to 17:00 (the one place these hours live). */
export const SERVICE_HOURS = { opens: '9:00', closes: '17:00' } as const;

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="sh-footer__links">
      {links.map((link) => (
        <li key={link.key}>
          <ShopLink href={link.href} newTab={link.newTab} className="sh-footer__link">
            {link.label}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

/** Wider than this the footer's blocks are columns, always open (footer.css). */
const COLUMNS_QUERY = '(min-width: 769px)';

/**
 * Issue 30 §2: on phones each footer block is an accordion that opens with no script of ours
 * (`<details><summary>`); on wider screens footer.css shows its content open whatever its state.
 */
function FooterBlock({ id, title, nav = false, children }: { id: string; title: string; nav?: boolean; children: ReactNode }) {
  const Landmark = nav ? 'nav' : 'section';
  return (
    <Landmark className="sh-footer__block" aria-labelledby={id}>
      <details className="sh-footer__fold" {...NO_HOLD} suppressHydrationWarning>
        <summary className="sh-footer__summary">
          <h2 id={id} className="sh-footer__title">
            {title}
          </h2>
        </summary>
        {children}
      </details>
    </Landmark>
  );
}

interface SiteFooterProps {
  menu: MenuItem[];
  language: Language;
  path: string;
}

/** Storefront §2 Footer, on every page: contact, link lists, newsletter, social links, copyright. */
export function SiteFooter({ menu, language, path }: SiteFooterProps) {
  const { t } = useTranslation('shell');
  const footer = useMemo(() => footerLinks(menu, 'footer', language), [menu, language]);
  const subfooter = useMemo(() => footerLinks(menu, 'subfooter', language), [menu, language]);
  const contact = useMemo(() => entryByKey(menu, 'contact'), [menu]);
  const contactHref = contact && menuHref(contact, language);
  const slotProps = useMemo<SlotProps>(() => ({ language, path, apiBaseUrl: '' }), [language, path]);
  const year = new Date().getFullYear();
  const grid = useRef<HTMLDivElement>(null);

  // Once the page runs, the columns of a wide screen also say they are open (the CSS already shows them).
  useEffect(() => {
    if (!window.matchMedia?.(COLUMNS_QUERY).matches) return;
    grid.current?.querySelectorAll<HTMLDetailsElement>('.sh-footer__fold').forEach((fold) => (fold.open = true));
  }, []);

  return (
    <footer className="sh-footer" data-testid="site-footer">
      <div className="sh-footer__grid" ref={grid}>
        <FooterBlock id="sh-footer-contact" title={t('footer.contactTitle')}>
          <p data-testid="footer-service-hours">{t('footer.contactText', SERVICE_HOURS)}</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`} className="sh-footer__link">
              {CONTACT_EMAIL}
            </a>
          </p>
          {contact && contactHref && (
            <p>
              <ShopLink href={contactHref} className="sh-footer__link">
                {contact.label}
              </ShopLink>
            </p>
          )}
        </FooterBlock>
        {footer.length > 0 && (
          <FooterBlock id="sh-footer-info" title={t('footer.linksTitle')} nav>
            <LinkList links={footer} />
          </FooterBlock>
        )}
        <FooterBlock id="sh-footer-newsletter" title={t('footer.newsletterTitle')}>
          <RemoteSlot remote="content" parcel="Newsletter" parcelProps={slotProps} deferred="visible" />
        </FooterBlock>
        <FooterBlock id="sh-footer-social" title={t('footer.socialTitle')}>
          <ul className="sh-footer__links">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <ShopLink href={social.href} newTab className="sh-footer__link">
                  {social.name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </FooterBlock>
      </div>
      <div className="sh-footer__bottom">
        {subfooter.length > 0 && (
          <nav aria-label={t('footer.legalTitle')}>
            <LinkList links={subfooter} />
          </nav>
        )}
        {/* Storefront §4 Cookie consent: the choice can be changed at any time (the banner again). */}
        <button type="button" className="ui-link-button sh-footer__consent" onClick={() => getBus().send('ui.open', { panel: 'cookieConsent' })} data-testid="footer-cookie-preferences">
          {t('footer.cookiePreferences')}
        </button>
        <p className="sh-footer__copyright">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
