import './sitemap.css';
import { useMemo } from 'react';
import { fetchMenu, getApiClient } from '@trama/shared/api';
import type { SitemapPageProps } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { ContentLink } from '../../../components/content-link.tsx';
import { PageError, PageLoading } from '../../../components/page-states.tsx';
import { useContentT } from '../../../components/use-content-t.ts';
import { sitemap, type SitemapLink } from '../model/sitemap.ts';

/** The menu in the page's language (the API client speaks it, also on the server). */
const loadMenu = (_signal: AbortSignal, _language: string) => fetchMenu(getApiClient());

function LinkTree({ links, language }: { links: SitemapLink[]; language: string }) {
  return (
    <ul className="cnt-sitemap__list">
      {links.map((link) => (
        <li key={link.key} className="cnt-sitemap__item">
          <ContentLink language={language} menuHref={link.path} className="cnt-sitemap__link">
            {link.label}
          </ContentLink>
          {link.children.length > 0 ? <LinkTree links={link.children} language={language} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** One column of the sitemap (`name`: categories or pages): its heading, then its tree of links. */
function SitemapColumn({ name, title, links, language }: { name: string; title: string; links: SitemapLink[]; language: string }) {
  return (
    <nav aria-labelledby={`cnt-sitemap-${name}`} data-testid={`sitemap-${name}`}>
      <h2 id={`cnt-sitemap-${name}`} className="cnt-sitemap__heading">
        {title}
      </h2>
      <LinkTree links={links} language={language} />
    </nav>
  );
}

/** Storefront §2 sitemap page (menu key plan_du_site): the categories with their children, then the pages. */
export function SitemapPage({ language, menu }: SitemapPageProps) {
  const t = useContentT(language);
  const answer = useAsync(loadMenu, [language]);
  const map = useMemo(() => (answer.status === 'done' ? sitemap(answer.value) : null), [answer]);

  return (
    <article className="cnt-page cnt-sitemap" data-testid="sitemap">
      <h1 className="cnt-page__title">{menu?.label || t('sitemap.title')}</h1>
      {answer.status === 'failed' ? (
        <PageError t={t} />
      ) : !map ? (
        <PageLoading t={t} className="cnt-sitemap__loading" />
      ) : (
        <div className="cnt-sitemap__columns">
          <SitemapColumn name="categories" title={t('sitemap.categories')} links={map.categories} language={language} />
          <SitemapColumn name="pages" title={t('sitemap.pages')} links={map.pages} language={language} />
        </div>
      )}
    </article>
  );
}
