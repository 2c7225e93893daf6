import { getBus } from '@trama/shared/bus';
import { saveDiscount } from './basket-state.ts';
import { clearPrivateCode } from './discount-storage.ts';

/**
 * §4 Login: logout removes the private discount code and cancels any discount. Seen as the `auth`
 * fact going from authenticated to not (the shell owns auth).
 */
export function watchLogout(): () => void {
  let wasAuthenticated = false;
  const subscription = getBus()
    .select('auth')
    .subscribe(({ authenticated }) => {
      if (wasAuthenticated && !authenticated) {
        clearPrivateCode();
        saveDiscount(null);
      }
      wasAuthenticated = authenticated;
    });
  return () => subscription.unsubscribe();
}
