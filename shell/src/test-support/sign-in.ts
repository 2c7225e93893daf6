import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getApiClient } from '@trama/shared/api';
import { setLanguage } from '@trama/shared/i18n';
import { forgetMenus } from '../app/use-menu.ts';
import { startAuthSession } from '../auth/auth-session.ts';
import { forgetCustomerCode } from '../sign-in/api/customer-code.ts';
import { freshBus } from './auth.ts';

/**
 * Each test of a sign-in file starts on a fresh page: signed out, nothing stored, no menu or
 * customer code looked up, a bus with nothing published. It ends unmounted, its auth session
 * stopped, `fetch` and the clock restored, in Italian. Returns what starts the auth session.
 */
export function freshSignInEachTest(): () => void {
  let stop = () => {};
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    freshBus();
    forgetMenus();
    forgetCustomerCode();
    getApiClient().configure({ token: null });
  });
  afterEach(() => {
    cleanup();
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setLanguage('it');
  });
  return () => {
    stop = startAuthSession();
  };
}
