// Standalone only: on the shop the shell loads the primitives' one stylesheet (docs/ui-primitives.md).
import '@trama/shared/ui/ui.css';
import { getBus } from '@trama/shared/bus';
import type { MenuItem } from '@trama/shared/contract';
import { startStandalone } from '@trama/shared/parcel';
// The demo's menu is the tests' fixture: the standalone page is not built for production.
import { menuItem } from '@trama/shared/testing';

/** A demo account menu; ?signedOut shows the redirect branch. */
function entry(key: string, label: string, canonicalUrl: string, children: MenuItem[] = []): MenuItem {
  return menuItem({ menuId: canonicalUrl.length, key, label, level: children.length ? 0 : 1, children, menuType: 'PAGE', canonicalUrl, position: 0 });
}

const hub = entry('mon_compte', 'Il mio account', '/il-mio-account', [
  entry('mes_commandes', 'Ordini', '/il-mio-account/ordini'),
  entry('mes_informations', 'Dati', '/il-mio-account/dati'),
  entry('mes_adresses', 'Indirizzi', '/il-mio-account/indirizzi'),
  entry('mes_tickets', 'Scontrini', '/il-mio-account/scontrini'),
  entry('mes_retours', 'Resi', '/il-mio-account/resi'),
]);

// Only on the remote's own page (#root): the fake sign-in must never reach a real shell.
const standalone = document.getElementById('root') !== null;
const signedIn = !new URLSearchParams(window.location.search).has('signedOut');
if (standalone) getBus().publish('auth', {
  authenticated: signedIn,
  token: signedIn ? 'standalone' : null,
  user: signedIn
    ? { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.it', discountCodes: [], customerCode: 'TRAMA', webClientId: 1, newsOptinDate: null }
    : null,
});

startStandalone('mf-account', async () => [{ id: 'page', parcel: () => import('./exposed/AccountPage.tsx'), props: { menu: hub } }]);
