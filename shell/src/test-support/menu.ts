import type { MenuItem } from '@trama/shared/contract';
import { menuItem as sharedMenuItem } from '@trama/shared/testing';

let nextId = 1000;

/** A menu entry with sensible defaults; tests state only what they are about. */
export function menuItem(patch: Partial<MenuItem> & Pick<MenuItem, 'key' | 'canonicalUrl'>): MenuItem {
  nextId += 1;
  return sharedMenuItem({ menuId: nextId, label: patch.key, level: 1, menuType: 'PAGE', position: nextId, ...patch });
}

/** Adds children to a parent the way the API sends them: on the parent and in the flat list. */
export function withChildren(parent: MenuItem, children: MenuItem[]): MenuItem[] {
  for (const child of children) {
    child.parent = parent.menuId;
    child.level = parent.level + 1;
  }
  parent.children = children;
  return [parent, ...children];
}

/** A shop menu shaped like the API's: home, catalogue, content, account, footer entries. */
export function shopMenu(): MenuItem[] {
  const letto = menuItem({ key: 'letto', label: 'Letto', canonicalUrl: '/letto', menuType: 'MENU', position: 1 });
  const lenzuola = menuItem({ key: 'lenzuola', label: 'Lenzuola', canonicalUrl: '/letto/lenzuola', menuType: 'CATALOGUE', position: 1 });
  const piumini = menuItem({ key: 'piumini', label: 'Piumini', canonicalUrl: '/letto/piumini', menuType: 'CATALOGUE', position: 2 });
  const account = menuItem({ key: 'mon_compte', label: 'Il mio account', canonicalUrl: '/il-mio-account' });
  const orders = menuItem({ key: 'mes_commandes', label: 'I miei ordini', canonicalUrl: '/il-mio-account/ordini' });
  return [
    menuItem({ key: 'home', label: 'Home', canonicalUrl: '/home', gridTypeId: 1, gridId: 21, position: 0 }),
    ...withChildren(letto, [lenzuola, piumini]),
    menuItem({ key: 'bagno', label: 'Bagno', canonicalUrl: '/bagno', menuType: 'CATALOGUE', position: 2 }),
    menuItem({ key: 'magazine', label: 'Magazine', canonicalUrl: '/magazine', gridTypeId: 8, gridId: 40 }),
    menuItem({ key: 'storia', label: 'La nostra storia', canonicalUrl: '/storia', gridTypeId: 7, gridId: 30 }),
    menuItem({ key: 'faq', label: 'FAQ', canonicalUrl: '/faq' }),
    menuItem({ key: 'ma_commande', label: 'Carrello', canonicalUrl: '/carrello' }),
    ...withChildren(account, [orders]),
    menuItem({ key: 'contact', label: 'Contatti', canonicalUrl: '/contatti' }),
    menuItem({ key: 'wishlist', label: 'Preferiti', canonicalUrl: '/preferiti' }),
    menuItem({ key: 'negozi', label: 'Negozi', canonicalUrl: '/negozi', altUrl1: 'boutique' }),
    menuItem({ key: 'creation_de_compte', label: 'Crea account', canonicalUrl: '/crea-account' }),
    menuItem({ key: 'shopper', label: 'Personal shopper', canonicalUrl: '/personal-shopper' }),
    menuItem({ key: 'footer_10', label: 'Lavora con noi', canonicalUrl: '/lavora-con-noi' }),
    menuItem({ key: 'footer_2', label: 'Spedizioni', canonicalUrl: '/spedizioni' }),
    menuItem({ key: 'footer_1', label: 'Contatti', canonicalUrl: '/contatti' }),
    menuItem({ key: 'footer_3_ext', label: 'Lavora con noi (LinkedIn)', canonicalUrl: 'https://www.linkedin.com/company/trama' }),
    menuItem({ key: 'subfooter_2', label: 'Cookie', canonicalUrl: '/cookie' }),
    menuItem({ key: 'subfooter_1', label: 'Note legali', canonicalUrl: '/note-legali' }),
    menuItem({ key: 'cgv', label: 'Condizioni di vendita', canonicalUrl: '/condizioni-di-vendita', altUrl1: 'cgv' }),
    menuItem({ key: 'notre_savoir_faire', label: 'Il nostro savoir-faire', canonicalUrl: '/il-nostro-savoir-faire' }),
    menuItem({ key: 'nouveaux_precieux', label: 'Nuovi preziosi', canonicalUrl: '/nuovi-preziosi' }),
  ];
}
