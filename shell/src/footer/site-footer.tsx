import './footer.css';
import { useMemo } from 'react';
import { getBus } from '@trama/shared/bus';
import type { Language, MenuItem, SlotProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import { entryByKey, menuHref } from '../routing/menu-links.ts';
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

  return (
    <footer className="sh-footer" data-testid="site-footer">
      <div className="sh-footer__grid">
        <section className="sh-footer__block" aria-labelledby="sh-footer-contact">
          <h2 id="sh-footer-contact" className="sh-footer__title">
            {t('footer.contactTitle')}
          </h2>
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
        </section>
        {footer.length > 0 && (
          <nav className="sh-footer__block" aria-labelledby="sh-footer-info">
            <h2 id="sh-footer-info" className="sh-footer__title">
              {t('footer.linksTitle')}
            </h2>
            <LinkList links={footer} />
          </nav>
        )}
        <section className="sh-footer__block" aria-labelledby="sh-footer-newsletter">
          <h2 id="sh-footer-newsletter" className="sh-footer__title">
            {t('footer.newsletterTitle')}
          </h2>
          <RemoteSlot remote="content" parcel="Newsletter" parcelProps={slotProps} deferred="visible" />
        </section>
        <section className="sh-footer__block" aria-labelledby="sh-footer-social">
          <h2 id="sh-footer-social" className="sh-footer__title">
            {t('footer.socialTitle')}
          </h2>
          <ul className="sh-footer__links">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <ShopLink href={social.href} newTab className="sh-footer__link">
                  {social.name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="sh-footer__bottom">
        {subfooter.length > 0 && (
          <nav aria-label={t('footer.legalTitle')}>
            <LinkList links={subfooter} />
          </nav>
        )}
        {/* Storefront §4 Cookie consent: the choice can be changed at any time (the banner again). */}
        <button type="button" className="sh-footer__consent" onClick={() => getBus().send('ui.open', { panel: 'cookieConsent' })} data-testid="footer-cookie-preferences">
          {t('footer.cookiePreferences')}
        </button>
        <p className="sh-footer__copyright">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
