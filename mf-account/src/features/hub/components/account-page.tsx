import { useEffect } from 'react';
import { getBus, useFact } from '@trama/shared/bus';
import type { MenuPageProps } from '@trama/shared/contract';
import { Spinner } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { AddressesSection } from '../../addresses/components/addresses-section.tsx';
import { OrderList } from '../../orders/components/order-list.tsx';
import { ProfileSection } from '../../profile/components/profile-section.tsx';
import { ReceiptList } from '../../receipts/components/receipt-list.tsx';
import { ReturnList } from '../../returns/components/return-list.tsx';
import { ReturnPage } from '../../returns/components/return-page.tsx';
import { ReceiptReturn } from '../../receipts/components/receipt-return.tsx';
import { orderIdFromQuery, receiptFromQuery } from '../../returns/model/return-selection.ts';
import { canonicalRedirect, type AccountPathKey } from '../model/account-sections.ts';
import { useAccountPaths } from '../model/use-account-paths.ts';
import { AccountTabs } from './account-tabs.tsx';
import { AccountTiles } from './account-tiles.tsx';

const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

/** Where the page must go instead of rendering: home for a visitor or a return without an order, else the canonical path. */
function redirectTarget(props: MenuPageProps, signedOut: boolean): { to: string; replace: true } | null {
  if (signedOut) return { to: '/', replace: true };
  // Account §2 Returns: the return page needs the order (or, issue 31 point 9, the receipt) it was opened from.
  if (props.menu.key === 'retour' && orderIdFromQuery(currentSearch()) === null && receiptFromQuery(currentSearch()) === null) return { to: '/', replace: true };
  const canonical = canonicalRedirect(props.path, props.menu, currentSearch());
  return canonical ? { to: canonical, replace: true } : null;
}

function Section({ menuKey, language, paths }: { menuKey: string; language: string; paths: Partial<Record<AccountPathKey, string>> }) {
  switch (menuKey) {
    case 'mes_commandes':
      // Issue 17: the accepted page links here with ?orderId: that order opens.
      return <OrderList language={language} returnPath={paths.retour} openOrderId={orderIdFromQuery(currentSearch())} />;
    case 'mes_tickets':
      return <ReceiptList language={language} returnPath={paths.retour} />;
    case 'mes_retours':
      return <ReturnList language={language} />;
    case 'mes_adresses':
      return <AddressesSection language={language} />;
    case 'mes_informations':
      return <ProfileSection language={language} />;
    case 'retour': {
      const orderId = orderIdFromQuery(currentSearch());
      const receipt = receiptFromQuery(currentSearch());
      if (orderId === null && receipt !== null) {
        return <ReceiptReturn key={receipt} orderNumber={receipt} language={language} receiptsPath={paths.mes_tickets} storesPath={paths.negozi ?? paths.boutique} />;
      }
      return orderId === null ? null : <ReturnPage key={orderId} orderId={orderId} language={language} ordersPath={paths.mes_commandes} />;
    }
    default:
      return <AccountTiles language={language} paths={paths} />;
  }
}

/**
 * The account area (account spec §2): one screen for the menu keys mon_compte, mes_commandes,
 * mes_tickets, mes_retours, mes_adresses, mes_informations and the return page retour. Login
 * required, otherwise home; a path other than the entry's canonical one is replaced by it.
 */
export function AccountPage(props: MenuPageProps) {
  const { language, menu } = props;
  const t = useAccountT(language);
  const auth = useFact('auth');
  const signedOut = auth !== undefined && !auth.authenticated;
  const paths = useAccountPaths(menu, language);
  const redirect = auth === undefined ? null : redirectTarget(props, signedOut);

  useEffect(() => {
    if (redirect) getBus().send('navigate', redirect);
  }, [redirect?.to]); // eslint-disable-line react-hooks/exhaustive-deps

  // Until the shell has said who is signed in (or while leaving), show nothing private.
  if (!auth?.authenticated || redirect) return <Spinner label={t('remote.loading')} />;

  return (
    <section className="ui-page acc-hub" aria-labelledby="acc-hub-title">
      <h1 id="acc-hub-title" className="ui-page__title acc-hub__title">
        {menu.key === 'mon_compte' || menu.key === 'retour' ? menu.label : t('hub.title')}
      </h1>
      {auth.user && <p className="acc-hub__greeting">{t('hub.greeting', { name: auth.user.firstName })}</p>}
      <AccountTabs language={language} current={menu.key} paths={paths} />
      <div className="acc-hub__section">
        <Section menuKey={menu.key} language={language} paths={paths} />
      </div>
      {/* Account §2: the hub has the logout button (the header has one everywhere); the shell owns the session. */}
      {menu.key === 'mon_compte' && (
        <button type="button" className="acc-logout" onClick={() => getBus().send('auth.logout', {})}>
          {t('hub.logout')}
        </button>
      )}
    </section>
  );
}
