// The one stylesheet of the UI primitives and the design tokens, before the shell's own (docs/ui-primitives.md).
import '@trama/shared/ui/ui.css';
import './app/shell.css';
import { startTransition } from 'react';
import { fetchRemoteRegistry, getApiClient, rememberVisitorCountry } from '@trama/shared/api';
import { getI18n, isNamespace, loadLanguage } from '@trama/shared/i18n';
import { nextTask } from './app/next-task.ts';
import { startAuthSession } from './auth/auth-session.ts';
import { startDataLayer } from './analytics/data-layer.ts';
import { startConsent } from './consent/consent-controller.ts';
import { loadMenu, primeMenu } from './app/use-menu.ts';
import { primeBannerTexts } from './banner/use-banner-texts.ts';
import { WOKE_ATTRIBUTE, afterFirstView, limitFirstView, markFirstView } from './remotes/first-view.ts';
import { startHeaderParcels } from './remotes/header-parcels.ts';
import { federationRuntime } from './remotes/mf-runtime.ts';
import { createRemoteLoader } from './remotes/remote-loader.ts';
import { languageOfPath } from './routing/language.ts';
import { readServerRendered } from './server-rendered.ts';

const language = languageOfPath(window.location.pathname);
const api = getApiClient();
api.configure({ language });
getI18n(language);
// The shell owns auth (architecture §2). A stored token is judged before the first render, so the
// header and the account area never flash the wrong state (storefront §4 Login).
startAuthSession();
// Storefront §4 Cookie consent: every slice knows the stored choice before anything could track.
startConsent();
// Issue 31 §3: the GA4 dataLayer hears the slices' analytics events from the first one (the product
// page's view at hydration) and pushes them only after approval.
startDataLayer();

const root = document.getElementById('root');
// A server-rendered page carries its menu, its page's data and the API answers waking needs (the
// registry, brand details): hydrate with them, fetch nothing again.
const server = root ? readServerRendered(document, language) : null;
if (server) api.prime(server.answers);

// The registry and the menu travel while React renders the header: no waterfall before the page.
const loader = createRemoteLoader({
  fetchRegistry: () => fetchRemoteRegistry(api),
  runtime: federationRuntime,
  origin: window.location.origin,
  // Each slice's texts come with its remote (issue 30 §4): a product page loads the catalogue's, not the checkout's.
  loadTexts: (remote) => (isNamespace(remote) ? loadLanguage(languageOfPath(window.location.pathname), [remote]) : Promise.resolve()),
});

// A page a visitor's use woke loads the header's parts (the basket's answer to "add") in this wave.
if (document.documentElement.getAttribute(WOKE_ATTRIBUTE) === 'use') startHeaderParcels(loader);

if (server) {
  primeMenu(language, server.menu);
  if (server.banner) primeBannerTexts(language, server.banner);
} else void loadMenu(language);

/** The page remote's namespace (`catalogue/ProductPage/12` -> catalogue): its texts load with the shell's. */
const pageNamespaces = [server?.page?.slotKey.split('/')[0] ?? ''].filter(isNamespace);

/** The page's language texts first (their own chunks): the first render is final. */
async function start(): Promise<void> {
  await loadLanguage(language, pageNamespaces).catch(() => undefined);
  getI18n(language).changeLanguage(language).catch(() => undefined);
  // React DOM and the shell's components are evaluated one task each, not in one long task
  // with the code above (Total Blocking Time). 'eager': the app stays in this chunk, no request.
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app.tsx');
  await nextTask();
  if (root && server) {
    // A transition: hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (Total Blocking Time), and input still gets through.
    startTransition(() => {
      hydrateRoot(root, <App loader={loader} prerendered={server.page} />, {
        onRecoverableError: (error) => console.error('[shell] hydration error', error),
      });
    });
    // The page's parcel marks the first view once it has hydrated (PrerenderedSlot).
    if (!server.page) markFirstView();
  } else if (root) {
    createRoot(root).render(<App loader={loader} />);
    markFirstView();
  }
}
limitFirstView();
void start();

// Flags are not on the critical path: their code arrives in its own chunk after the first view.
void afterFirstView()
  .then(() => import('./flags/start-flags.ts'))
  .then((flags) => flags.startFlags(window.location.origin))
  .catch(() => undefined);

// Issue 33 §3: the slots' reports per remote build go to the API in batches; the sender is not first-use code.
void afterFirstView()
  .then(() => import('./remotes/report-sender.ts'))
  .then((reports) => reports.startReportSender())
  .catch(() => undefined);

// Issue 16: the affiliate script (only after cookie approval), 100 ms after the first view (§9).
void afterFirstView()
  .then(() => import('./marketing/start-marketing.ts'))
  .then((marketing) => marketing.startMarketing())
  .catch(() => undefined);

// Storefront §7: the first visit asks the shop's API for the shopper's country (stored under
// `country` for the store look-ups); not on the critical path either.
void afterFirstView()
  .then(() => rememberVisitorCountry(api))
  .catch(() => undefined);
