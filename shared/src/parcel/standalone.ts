/**
 * Dev only: lets a remote run alone on its dev server, playing the shell's part — it reads the
 * language from the URL, mounts one parcel per slot and moves on the bus `navigate` command.
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { getBus } from '@trama/shared/bus';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/constants.ts';
import { NAMESPACES, loadLanguage, setLanguage } from '@trama/shared/i18n';

export interface StandaloneLocation {
  language: Language;
  /** Path without the language prefix, plus the query string. */
  path: string;
  query: URLSearchParams;
}

export interface StandaloneSlot {
  id: string;
  /** The exposed module; its default export is the parcel (typed per parcel, checked by the shell). */
  parcel: () => Promise<{ default: unknown }>;
  props: Record<string, unknown>;
}

export function startStandalone(title: string, route: (location: StandaloneLocation) => Promise<StandaloneSlot[]>): void {
  const root = document.getElementById('root');
  if (!root) return;
  let mounted: Parcel[] = [];

  const current = (): StandaloneLocation => {
    const [, first, ...rest] = window.location.pathname.split('/');
    const language = isLanguage(first) ? first : DEFAULT_LANGUAGE;
    const tail = isLanguage(first) ? rest : [first ?? '', ...rest];
    return { language, path: `/${tail.filter(Boolean).join('/')}`, query: new URLSearchParams(window.location.search) };
  };

  const render = async () => {
    const location = current();
    await loadLanguage(location.language, NAMESPACES).catch(() => undefined);
    setLanguage(location.language);
    getBus().publish('language', location.language);
    await Promise.all(mounted.map((p) => p.unmount()));
    mounted = [];
    root.replaceChildren();
    const heading = document.createElement('p');
    heading.textContent = `${title} — standalone (${location.language})`;
    heading.style.cssText = 'font: 12px monospace; padding: 4px 8px; background: #eee; margin: 0';
    root.append(heading);
    for (const slot of await route(location)) {
      const domElement = document.createElement('div');
      domElement.dataset.slot = slot.id;
      root.append(domElement);
      const config = (await slot.parcel()).default as ParcelConfig;
      const props = { language: location.language, path: location.path, apiBaseUrl: '', ...slot.props };
      mounted.push(mountRootParcel(config, { domElement, ...props }));
    }
  };

  getBus().handle('navigate', ({ to, replace }) => {
    const url = `/${current().language}${to === '/' ? '' : to}`;
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    void render();
  });
  window.addEventListener('popstate', () => void render());
  void render();
}
