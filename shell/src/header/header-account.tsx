import { useMemo } from 'react';
import { getBus, useFact } from '@trama/shared/bus';
import type { Language, MenuItem } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { isPlainClick } from '@trama/shared/ui';
import { ShopLink } from '../app/shop-link.tsx';
import { preloadSignIn } from '../auth/auth-panels.tsx';
import { tokenClaims } from '../auth/token.ts';
import { entryByKey, menuHref } from '../routing/menu-links.ts';
import { HeaderIcon } from './header-icons.tsx';
import { ProfilePopup } from './profile-popup.tsx';

/**
 * Storefront §6: the header shows the customer's e-mail (user info, else the e-mail the token was
 * issued to); the first name only when neither is known.
 */
function shopperName(user: { firstName?: string; email?: string } | null, token: string | null): string | null {
  const sub = token ? tokenClaims(token)?.sub : undefined;
  return user?.email?.trim() || (typeof sub === 'string' && sub.trim() ? sub.trim() : null) || user?.firstName?.trim() || null;
}

/**
 * Storefront §6: visitors see sign-in and create-account; authenticated customers see their
 * e-mail, their profile (menu key mon_compte) and logout, in the profile popup (§2, issue 31 §4).
 */
export function HeaderAccount({ menu, language }: { menu: MenuItem[]; language: Language }) {
  const { t } = useTranslation('shell');
  const auth = useFact('auth');
  const accountHref = useMemo(() => {
    const entry = entryByKey(menu, 'mon_compte');
    return entry && menuHref(entry, language);
  }, [menu, language]);
  const createHref = useMemo(() => {
    const entry = entryByKey(menu, 'creation_de_compte');
    return entry && menuHref(entry, language);
  }, [menu, language]);

  if (auth?.authenticated) {
    const name = shopperName(auth.user, auth.token) ?? t('header.account');
    // One text node for screen readers: two spans were read as "name , account" (a stray space).
    const label = (
      <>
        <span className="sh-account__name" aria-hidden="true">
          {name}
        </span>
        <span className="ui-visually-hidden">{`${name}, ${t('header.account')}`}</span>
      </>
    );
    return <ProfilePopup name={name} profileHref={accountHref} label={label} />;
  }

  return (
    <>
      <li>
        {/* A link to the login page (storefront §2 /login) that, once the page is hydrated, opens
            the sign-in popup instead: a tap before the scripts have arrived still signs in. */}
        <a
          href={`/${language}/login`}
          className="sh-action"
          aria-haspopup="dialog"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            getBus().send('ui.open', { panel: 'login' });
          }}
          onPointerEnter={preloadSignIn}
          onFocus={preloadSignIn}
          data-testid="header-signin"
        >
          <HeaderIcon name="account" />
          <span className="sh-action__label">{t('header.signIn')}</span>
        </a>
      </li>
      {createHref && (
        // Narrow phones hide it (header.css): the sign-in popup also registers new customers.
        <li className="sh-header__create-account">
          <ShopLink href={createHref} className="sh-action" data-testid="header-create-account">
            {t('header.createAccount')}
          </ShopLink>
        </li>
      )}
    </>
  );
}
