import { useEffect } from 'react';
import { getBus, useFact } from '@trama/shared/bus';
import type { MenuPageProps } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { Spinner } from '../../../components/spinner.tsx';
import { useAccountT } from '../../../components/use-account-t.ts';
import { OrderList } from '../../orders/components/order-list.tsx';
import { ACCOUNT_SECTIONS, sectionPaths } from '../model/account-sections.ts';

/**
 * The account area (account spec §2): login required, otherwise home. The hub's four tiles and
 * the logout button; the order list under mes_commandes (the other sections come with the account issue).
 */
export function AccountPage({ language, menu }: MenuPageProps) {
  const t = useAccountT(language);
  const auth = useFact('auth');
  const signedOut = auth !== undefined && !auth.authenticated;

  useEffect(() => {
    if (signedOut) getBus().send('navigate', { to: '/', replace: true });
  }, [signedOut]);

  // Until the shell has said who is signed in (or while leaving), show nothing private.
  if (!auth?.authenticated) return <Spinner label={t('remote.loading')} />;

  const paths = sectionPaths(menu);
  return (
    <section className="acc-hub" aria-labelledby="acc-hub-title">
      <h1 id="acc-hub-title" className="acc-hub__title">
        {menu.key === 'mon_compte' ? menu.label : t('hub.title')}
      </h1>
      {auth.user && <p className="acc-hub__greeting">{t('hub.greeting', { name: auth.user.firstName })}</p>}
      <ul className="acc-tiles">
        {ACCOUNT_SECTIONS.map((section) => {
          const path = paths[section.key];
          const body = (
            <>
              <span className="acc-tile__label">{t(section.labelKey)}</span>
              <span className="acc-tile__text">{t(section.descriptionKey)}</span>
            </>
          );
          return (
            <li key={section.key} className="acc-tile">
              {path ? (
                <ShopLink
                  language={language}
                  to={path}
                  className="acc-tile__link"
                  aria-current={menu.key === section.key ? 'page' : undefined}
                >
                  {body}
                </ShopLink>
              ) : (
                <div className="acc-tile__link">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {menu.key === 'mes_commandes' && <OrderList language={language} />}
      {/* The shell owns the session (account §2: logout clears the session and goes home). */}
      <button type="button" className="acc-logout" onClick={() => getBus().send('auth.logout', {})}>
        {t('hub.logout')}
      </button>
    </section>
  );
}
