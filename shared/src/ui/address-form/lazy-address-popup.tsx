import { Suspense, lazy } from 'react';
import type { AddressPopupProps } from './address-popup.tsx';

/**
 * The address popup's code (and the address rules it validates with) arrives when a popup is
 * opened: every page that uses `@trama/shared/ui` (a product page's first use among them, issue
 * 30 §4) would otherwise load the whole `@trama/shared/rules` module for it.
 */
const Popup = lazy(() => import('./address-popup.tsx').then((module) => ({ default: module.AddressPopup })));

export function AddressPopup(props: AddressPopupProps) {
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
