import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { chooseConsent } from '../consent/consent-controller.ts';
import { AFFILIATE_SCRIPT_ID, affiliateScriptAllowed, startAffiliateScript } from './affiliate-script.ts';
import { keepAffiliate } from './affiliate.ts';
import { resetMarketingConfig } from './marketing-config.ts';
import { forgetBus } from '../test-support/auth.ts';

const SCRIPT = 'https://tags.affiliate.example/awin.js';
let stop: (() => void) | undefined;
let configCalls = 0;

function serveConfig(affiliateScriptUrl: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/api/external/marketing/config')) configCalls += 1;
      return new Response(JSON.stringify({ affiliateScriptUrl, socialFeedUrl: null }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const script = () => document.getElementById(AFFILIATE_SCRIPT_ID) as HTMLScriptElement | null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A shopper arrives from an affiliate link (awc-1 kept) before any cookie choice, the flag on; the script is started. */
function arriveBeforeChoice() {
  serveConfig(SCRIPT);
  getBus().publish('consent', { choice: null });
  getBus().publish('flags', { 'affiliate-script': true });
  keepAffiliate('awc-1');
  stop = startAffiliateScript();
}

beforeEach(() => {
  configCalls = 0;
  resetMarketingConfig();
});

afterEach(() => {
  stop?.();
  script()?.remove();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  forgetBus();
});

describe('affiliate script (storefront §2 Home, §9 affiliate-script, architecture §7)', () => {
  it('§9 only when consent is approved AND the flag is on AND a value is stored AND a URL is configured', () => {
    const all = { consent: 'cookieApproval', flagOn: true, storedValue: 'awc', scriptUrl: SCRIPT } as const;
    expect(affiliateScriptAllowed(all)).toBe(true);
    expect(affiliateScriptAllowed({ ...all, consent: null })).toBe(false);
    expect(affiliateScriptAllowed({ ...all, consent: undefined })).toBe(false);
    expect(affiliateScriptAllowed({ ...all, consent: 'cookieRejected' })).toBe(false);
    expect(affiliateScriptAllowed({ ...all, flagOn: false })).toBe(false);
    expect(affiliateScriptAllowed({ ...all, storedValue: null })).toBe(false);
    expect(affiliateScriptAllowed({ ...all, scriptUrl: null })).toBe(false);
  });

  it('§4 an affiliate arrival without consent: no script and not even the configuration is asked', async () => {
    arriveBeforeChoice();
    await settle();
    expect(script()).toBeNull();
    expect(configCalls).toBe(0);
  });

  it('§4 approval on the banner loads it once, from the configured URL', async () => {
    arriveBeforeChoice();
    chooseConsent('cookieApproval');
    await settle();
    expect(localStorage.getItem('awinAwc')).toBe('awc-1');
    expect(script()?.src).toBe(SCRIPT);
    getBus().publish('flags', { 'affiliate-script': true, personalization: false });
    await settle();
    expect(document.querySelectorAll(`#${AFFILIATE_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('§9 the flag off: no script even with consent and a value; nothing until the flags are known', async () => {
    serveConfig(SCRIPT);
    localStorage.setItem('access', 'cookieApproval');
    localStorage.setItem('awinAwc', 'awc-1');
    getBus().publish('consent', { choice: 'cookieApproval' });
    stop = startAffiliateScript();
    await settle();
    expect(script()).toBeNull();
    getBus().publish('flags', { 'affiliate-script': false });
    await settle();
    expect(script()).toBeNull();
  });

  it('§7 no URL configured (the default): nothing loads', async () => {
    serveConfig(null);
    localStorage.setItem('access', 'cookieApproval');
    localStorage.setItem('awinAwc', 'awc-1');
    getBus().publish('consent', { choice: 'cookieApproval' });
    getBus().publish('flags', { 'affiliate-script': true });
    stop = startAffiliateScript();
    await settle();
    expect(configCalls).toBe(1);
    expect(script()).toBeNull();
  });

  it('§2 no affiliate value stored: nothing loads', async () => {
    serveConfig(SCRIPT);
    localStorage.setItem('access', 'cookieApproval');
    getBus().publish('consent', { choice: 'cookieApproval' });
    getBus().publish('flags', { 'affiliate-script': true });
    stop = startAffiliateScript();
    await settle();
    expect(script()).toBeNull();
  });
});
