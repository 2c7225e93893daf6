/**
 * Server rendering of a public page (docs/rendering.md): the shell's header, menu and footer, the
 * page's remote parcel with its data, and the <head> a crawler or a link preview reads.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { fetchBannerLabels, fetchMenu, getApiClient, installServerContext, type ApiContext } from '@trama/shared/api';
import { SUPPORTED_LANGUAGES, type FlagValues, type Language, type MenuItem, type RemoteRegistry } from '@trama/shared/contract';
import { REMOTES, isRemoteName } from '@trama/shared/federation';
import { I18nextProvider, getI18n, setLanguage } from '@trama/shared/i18n';
// The server renders any page in any language: all five dictionaries, at once.
import '@trama/shared/i18n/all-languages';
import { pageSlotKey } from '../app/page-view.tsx';
import { bannerTexts } from '../banner/banner-texts.ts';
import { primeBannerTexts } from '../banner/use-banner-texts.ts';
import { ShellLayout } from '../app/shell-layout.tsx';
import { primeMenu } from '../app/use-menu.ts';
import { pageMetadata } from '../metadata/page-metadata.ts';
import { PrerenderedPageContext, type PrerenderedPage } from '../remotes/prerendered-slot.tsx';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import { languageOfPath } from '../routing/language.ts';
import { resolveRoute, type ResolvedRoute } from '../routing/resolve-route.ts';
import { buildRouteTable } from '../routing/route-table.ts';
import { isErrorStatus, routeStatus } from '../routing/route-status.ts';
import { serverFlags } from '../flags/server-flags.ts';
import { PAGE_LOADER, composeDocument } from './document.ts';
import { pageAssets, parcelPrefetch, withForeignStyles } from './page-assets.ts';
import { mergePrefetch, prefetchWaves } from './prefetch-waves.ts';
import { HEADER_PARCELS } from '../remotes/header-parcels.ts';
import { createWakeAnswers } from './wake-answers.ts';
import { createRemoteModules } from './remote-modules.ts';
import { createBuildWarmer } from './warm-builds.ts';
import { SlotTimeout, deadlineRace, isServerParcel, renderParcel, type RenderedParcel } from './render-parcel.ts';
import type { PageRenderer, RenderedPage, RendererOptions } from './types.ts';

const DEFAULT_SLOT_BUDGET_MS = 300;

/**
 * Remotes with public pages, rendered on the server (architecture §2b). Basket, checkout and
 * payment pages are personal: their HTML is the shell's, the parcel renders in the browser.
 */
export const SERVER_RENDERED_REMOTES: ReadonlySet<string> = new Set(['catalogue', 'content', 'stores', 'account']);
/**
 * Personal pages of those remotes: the wishlist lives in the shopper's browser storage; the
 * account area is the signed-in customer's (its contact and catalogues pages are public).
 */
const PERSONAL_PARCELS: ReadonlySet<string> = new Set(['catalogue/Wishlist', 'account/AccountPage']);

/** '<origin>/remotes/catalogue/3f9a0c1d2e4b/server/remoteEntry.js' -> '3f9a0c1d2e4b'. */
export function buildIdOf(entryUrl: string): string {
  return /\/remotes\/[^/]+\/([^/]+)\/server\//.exec(entryUrl)?.[1] ?? '';
}
const MENU_TTL_MS = 30_000;

/** On the server every slot but the page is the browser's: the registry is 'pending' for them. */
const SERVER_LOADER: RemoteLoader = {
  getRegistry: () => ({ status: 'pending' }),
  subscribe: () => () => undefined,
  refreshRegistry: () => undefined,
  loadParcel: (remote) => Promise.reject(new Error(`${remote}: loaded in the browser`)),
};

/** The props a server-rendered parcel gets for `loadParcel`: its ForeignParcels are rendered through `renderForeign` on the server (issue 30 §5), never loaded. */
const noForeignParcels = () => Promise.reject(new Error('loaded in the browser'));

/** 'catalogue/RecommendedProducts' -> ['catalogue', 'RecommendedProducts']. */
function splitParcelId(id: string): [string, string] {
  const at = id.indexOf('/');
  return [id.slice(0, at), id.slice(at + 1)];
}

/** A shell chunk that is not another language's texts (`/texts-de.…js`, `/texts-de-catalogue-json.…js`). */
function statusOf(route: ResolvedRoute, head: RenderedParcel['head']): number {
  const own = routeStatus(route);
  return own !== 200 ? own : (head?.status ?? 200);
}

export function createPageRenderer(options: RendererOptions): PageRenderer {
  const { origin, publicOrigin, fetch: hostFetch, slotBudgetMs = DEFAULT_SLOT_BUDGET_MS } = options;
  const log = options.log ?? (() => undefined);
  const requestContext = new AsyncLocalStorage<Partial<ApiContext>>();
  installServerContext(() => requestContext.getStore());
  const remotes = createRemoteModules(origin, hostFetch);
  const warmer = createBuildWarmer(remotes, (remote) =>
    SERVER_RENDERED_REMOTES.has(remote) && isRemoteName(remote) ? REMOTES[remote].exposes.filter((parcel) => !PERSONAL_PARCELS.has(`${remote}/${parcel}`)) : [],
  );
  const menus = new Map<Language, { at: number; items: Promise<MenuItem[]> }>();
  const banners = new Map<Language, { at: number; texts: Promise<string[]> }>();
  const contextOf = (language: Language): Partial<ApiContext> => ({ language, baseUrl: origin, token: null, transport: hostFetch });
  const wakeAnswers = createWakeAnswers((extra, language, call) => requestContext.run({ ...contextOf(language), ...extra }, call), log);

  function menuOf(language: Language): Promise<MenuItem[]> {
    const cached = menus.get(language);
    if (cached && performance.now() - cached.at < MENU_TTL_MS) return cached.items;
    const items = requestContext
      .run(contextOf(language), () => fetchMenu(getApiClient()))
      .then((menu) => (Array.isArray(menu) ? menu : []))
      .catch((error: unknown) => {
        log('menu failed', error);
        menus.delete(language);
        return [] as MenuItem[];
      });
    menus.set(language, { at: performance.now(), items });
    return items;
  }

  /** The promotion strip's texts (issue 30 §5: in the HTML), kept like the menus and cleared with them. */
  function bannerOf(language: Language): Promise<string[]> {
    const cached = banners.get(language);
    if (cached && performance.now() - cached.at < MENU_TTL_MS) return cached.texts;
    const texts = requestContext
      .run(contextOf(language), () => fetchBannerLabels(getApiClient()))
      .then(bannerTexts)
      .catch((error: unknown) => {
        log('banner labels failed', error);
        banners.delete(language);
        return [] as string[];
      });
    banners.set(language, { at: performance.now(), texts });
    return texts;
  }

  async function renderSlot(route: ResolvedRoute, slotKey: string, flags: Promise<FlagValues>, budgetMs: number, registry: () => Promise<RemoteRegistry>) {
    const { target, language } = route;
    if (target.kind !== 'remote') return { slot: 'browser' as const };
    if (!SERVER_RENDERED_REMOTES.has(target.remote) || PERSONAL_PARCELS.has(`${target.remote}/${target.parcel}`)) {
      return { slot: 'browser' as const };
    }
    const deadline = performance.now() + budgetMs;
    let build = '';
    try {
      const entries = remotes.sync(await deadlineRace(registry(), deadline, 'registry'));
      const entry = entries.get(target.remote);
      if (!entry) return { slot: 'disabled' as const };
      build = buildIdOf(entry.entry);
      // This request's build of the remote (issue 33: another request may render another build).
      const module = (await deadlineRace(remotes.load(entry, target.parcel), deadline, 'remote server code')) as { default?: unknown };
      const parcel = module.default ?? module;
      if (!isServerParcel(parcel)) return { slot: 'missing' as const };
      const props = { ...target.props, apiBaseUrl: '', loadParcel: noForeignParcels };
      const idPrefix = `${target.remote}-${target.parcel}-`;
      const flagValues = await flags;
      const beforePass = () => setLanguage(language);
      // Issue 30 §5: another public remote's parcel inside the page (the home's recommended
      // slider) is in the HTML too. It has half the time left, so a slow one never costs the page.
      const foreign: string[] = [];
      const renderForeign = async (remote: string, name: string, foreignProps: object) => {
        const id = `${remote}/${name}`;
        const foreignBuild = entries.get(remote);
        if (!SERVER_RENDERED_REMOTES.has(remote) || PERSONAL_PARCELS.has(id) || !foreignBuild) throw new Error(`${id}: rendered by the browser`);
        const foreignDeadline = performance.now() + (deadline - performance.now()) / 2;
        const loaded = (await deadlineRace(remotes.load(foreignBuild, name), foreignDeadline, `${id} server code`)) as { default?: unknown };
        const foreignParcel = loaded.default ?? loaded;
        if (!isServerParcel(foreignParcel)) throw new Error(`${id}: no server code`);
        const foreignPrefix = `${remote}-${name}-${foreign.length + 1}-`;
        foreign.push(id);
        const rendered = await renderParcel(
          foreignParcel,
          { ...foreignProps, apiBaseUrl: '', loadParcel: noForeignParcels },
          { idPrefix: foreignPrefix, deadline: foreignDeadline, origin: publicOrigin, flags: flagValues, beforePass },
        );
        return { html: rendered.html, answers: rendered.answers, idPrefix: foreignPrefix };
      };
      const rendered = await requestContext.run(contextOf(language), () =>
        renderParcel(parcel, props, { idPrefix, deadline, origin: publicOrigin, flags: flagValues, beforePass, renderForeign }),
      );
      const page: PrerenderedPage = { slotKey, html: rendered.html, answers: rendered.answers, idPrefix, build: buildIdOf(entry.entry) };
      // Issue 29 §19: the page said it is a 404 (a missing product, an unknown filter): the header's
      // language switcher must know it on the server and while the browser hydrates.
      if (isErrorStatus(rendered.head?.status)) page.errorStatus = { path: route.canonicalPath, status: rendered.head?.status ?? 404 };
      // Issue 30 §5: and its own addresses in each language (a product's translated slugs), likewise.
      else if (rendered.head?.alternates) page.alternates = { path: route.canonicalPath, paths: rendered.head.alternates };
      return { slot: 'server' as const, page, head: rendered.head, hints: rendered.hints, foreign };
    } catch (error) {
      log(`${target.remote}/${target.parcel} rendered by the browser`, error);
      // Issue 33 §3: a build whose server code threw counts against it (a canary may be rolled
      // back); running out of budget is the machine's load, not the build's fault.
      if (build && !(error instanceof SlotTimeout)) options.reportFault?.({ remote: target.remote, buildId: build });
      return { slot: error instanceof SlotTimeout ? ('timeout' as const) : ('failed' as const) };
    }
  }

  return {
    forgetData() {
      menus.clear();
      wakeAnswers.forget();
      banners.clear();
    },
    async warm() {
      try {
        // Every live build: the stable ones and (issue 33) any canary.
        const registry = await (options.liveBuilds ?? options.registry)();
        for (const entry of registry.remotes) remotes.register(entry);
        await warmer.warm(remotes.takeAdded());
        // And the menus of the five languages, which every page needs.
        await Promise.allSettled(SUPPORTED_LANGUAGES.flatMap((language) => [menuOf(language), bannerOf(language)]));
      } catch (error) {
        log('warm-up failed', error);
      }
    },
    async render({ url, slotBudgetMs: requestBudgetMs, registry: requestRegistry }): Promise<RenderedPage> {
      const budgetMs = requestBudgetMs ?? slotBudgetMs;
      // Issue 33: the registry answer of this request's visitor (their builds), given by the host;
      // the slot, the page's assets and the answer embedded for the browser all use this one.
      const registryAnswer = requestRegistry ? Promise.resolve(requestRegistry) : options.registry();
      registryAnswer.catch(() => undefined);
      const registry = () => registryAnswer;
      const pageOptions = { ...options, registry };
      const parsed = new URL(url, 'http://shop.invalid');
      const language = languageOfPath(parsed.pathname);
      const banner = bannerOf(language);
      const menu = await menuOf(language);
      const route = resolveRoute(parsed.pathname, buildRouteTable(menu), parsed.search);
      if (route.status === 'redirect') {
        return { status: 301, location: `${route.canonicalPath}${parsed.search}`, html: '', slot: 'static' };
      }
      // The shell's own screens (sign-in, activation, password reset) are personal and load their
      // code on use: the browser renders them from the static page, as before issue 13.
      if (route.target.kind === 'shell') return { status: 200, html: '', slot: 'static' };
      const slotKey = route.target.kind === 'remote' ? pageSlotKey(route.target.remote, route.target.parcel, route.menu?.menuId) : '';
      // Once per request, beside the slot's own work; never slower than the slot budget (docs/flags.md).
      const flags = serverFlags(hostFetch, origin, budgetMs);
      const answers = wakeAnswers.of(language, registryAnswer);
      const pageParcel = route.target.kind === 'remote' ? [{ remote: route.target.remote, parcel: route.target.parcel }] : [];
      // The header parcels first: the basket count answers the first "add to basket" (issue 30 §6).
      const prefetch = parcelPrefetch([...HEADER_PARCELS, ...pageParcel], pageOptions).catch((error: unknown) => {
        log('prefetch list failed', error);
        return { scripts: [], styles: [] };
      });
      const slot = await renderSlot(route, slotKey, flags, budgetMs, registry);
      const flagValues = await flags;
      const page = slot.slot === 'server' ? slot.page : null;
      const head = slot.slot === 'server' ? slot.head : undefined;
      const hints = slot.slot === 'server' ? slot.hints : '';
      const assets =
        route.target.kind === 'remote' && page
          ? withForeignStyles(
              await pageAssets(route.target.remote, route.target.parcel, pageOptions),
              await Promise.all((slot.slot === 'server' ? slot.foreign : []).map((id) => pageAssets(...splitParcelId(id), pageOptions))),
            )
          : null;

      const strip = await banner;
      const wakeData = await answers;
      // The parcels of other remotes the page holds (the home's recommended slider) are its first use too.
      const foreignIds = slot.slot === 'server' ? slot.foreign : [];
      const firstUse = mergePrefetch(await prefetch, foreignIds.length ? await parcelPrefetch(foreignIds.map((id) => { const [remote, parcel] = splitParcelId(id); return { remote, parcel }; }), pageOptions).catch(() => null) : null);

      // Synchronous from here: the shared i18next instance, the primed menu and strip are this page's.
      setLanguage(language);
      primeMenu(language, menu);
      primeBannerTexts(language, strip);
      const t = getI18n().getFixedT(language);
      const body = requestContext.run(contextOf(language), () =>
        renderToString(
          <I18nextProvider i18n={getI18n()}>
            <StaticRouter location={`${parsed.pathname}${parsed.search}`}>
              <RemoteLoaderProvider loader={SERVER_LOADER}>
                <PrerenderedPageContext value={{ page, release: () => undefined }}>
                  <ShellLayout />
                </PrerenderedPageContext>
              </RemoteLoaderProvider>
            </StaticRouter>
          </I18nextProvider>,
        ),
      );
      const html = composeDocument(options.template(), {
        language,
        meta: pageMetadata(route, t, publicOrigin, menu),
        head,
        canonicalPath: route.canonicalPath,
        publicOrigin,
        stylesheets: [...options.stylesheets(), ...(assets?.stylesheets ?? [])],
        shellStyles: options.styles?.() ?? [],
        styles: assets?.styles ?? [],
        inlinedStylesheets: { shell: options.inlinedStylesheets?.() ?? [], remote: assets?.inlined ?? [] },
        preloads: [...[options.textsScripts?.()[language]].filter((href): href is string => Boolean(href)), ...(assets?.scripts ?? [])],
        prefetch: prefetchWaves(options.startScripts?.(), firstUse, {
          language,
          remotes: [...pageParcel, ...HEADER_PARCELS, ...foreignIds.map((id) => ({ remote: splitParcelId(id)[0] }))].map(({ remote }) => remote),
          // The page remote's stylesheet is in the page already (inlined).
          inlined: assets?.inlined ?? [],
        }),
        // A page slot the server could not render is drawn by the browser: its scripts start at once.
        wake: slot.slot === 'server' ? 'use' : 'now',
        busyText: t('shell:wake.busy'),
        hints,
        body,
        state: {
          language,
          menu,
          banner: strip,
          flags: flagValues,
          api: wakeData,
          page: page && { slotKey: page.slotKey, answers: page.answers, idPrefix: page.idPrefix, build: page.build, errorStatus: page.errorStatus, alternates: page.alternates },
        },
      });
      warmer.warmAddedLater();
      return { status: statusOf(route, head), html, slot: slot.slot, inlineScripts: [PAGE_LOADER] };
    },
  };
}
