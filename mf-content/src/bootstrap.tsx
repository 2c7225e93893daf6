// Standalone only: on the shop the shell loads the primitives' one stylesheet (docs/ui-primitives.md).
import '@trama/shared/ui/ui.css';
/**
 * Standalone dev page (`npm run dev -w mf-content`, http://localhost:3004/it): the remote's pages
 * without the shell. It plays the shell's small part — API origin, language, menu lookup and the
 * bus `navigate` command — with none of its features. The shell never loads this file.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchMenu, getApiClient } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import { DEFAULT_LANGUAGE, isLanguage, type MenuItem } from '@trama/shared/contract';
import './components/base.css';
import { NotFoundContent, UnavailableContent } from './components/error-pages.tsx';
import { ContentPage } from './features/content-page/components/content-page.tsx';
import { HomePage } from './features/home/components/home-page.tsx';
import { MagazinePage } from './features/magazine/components/magazine-page.tsx';
import { MagazinePost } from './features/magazine/components/magazine-post.tsx';
import { NewsletterForm } from './features/newsletter/components/newsletter-form.tsx';

const API_BASE_URL = 'http://localhost:8080';

function splitPath(pathname: string): { language: string; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLanguage(first)) return { language: first, path: `/${rest.join('/')}` };
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

function Page({ language, path, menu }: { language: string; path: string; menu: MenuItem[] }) {
  const base = { language, path, apiBaseUrl: API_BASE_URL };
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/') return <HomePage {...base} />;
  if (clean === '/503') return <UnavailableContent language={language} />;
  const exact = menu.find((item) => item.canonicalUrl === clean);
  if (exact?.gridTypeId === 8) return <MagazinePage {...base} menu={exact} />;
  if (exact) return <ContentPage {...base} menu={exact} gridId={exact.gridId} gridTypeId={exact.gridTypeId} />;
  const magazine = menu.find((item) => item.gridTypeId === 8 && clean.startsWith(`${item.canonicalUrl}/`));
  if (magazine) {
    return <MagazinePost {...base} menu={magazine} postId={clean.slice(magazine.canonicalUrl.length + 1)} />;
  }
  return <NotFoundContent language={language} />;
}

function DevApp() {
  const [location, setLocation] = useState(() => splitPath(window.location.pathname));
  const [menu, setMenu] = useState<MenuItem[]>([]);

  // Before any child effect fetches: children's effects run before this component's.
  getApiClient().configure({ baseUrl: API_BASE_URL, language: location.language });

  useEffect(() => {
    fetchMenu(getApiClient()).then((items) => setMenu(flatten(items)), () => setMenu([]));
  }, [location.language]);

  useEffect(() => {
    const onPop = () => setLocation(splitPath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    const off = getBus().handle('navigate', ({ to, replace }) => {
      const href = `/${splitPath(window.location.pathname).language}${to === '/' ? '' : to}`;
      if (replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      onPop();
    });
    return () => {
      window.removeEventListener('popstate', onPop);
      off();
    };
  }, []);

  return (
    <div data-boundary="content">
      <main>
        <Page language={location.language} path={location.path} menu={menu} />
      </main>
      <footer style={{ padding: '2rem 1rem', background: '#f6f1ea' }}>
        <NewsletterForm language={location.language} path={location.path} apiBaseUrl={API_BASE_URL} />
      </footer>
    </div>
  );
}

getApiClient().configure({ baseUrl: API_BASE_URL });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DevApp />
    </StrictMode>,
  );
}
