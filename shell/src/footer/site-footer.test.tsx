import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider, getI18n, setLanguage } from '@trama/shared/i18n';
import type { Language } from '@trama/shared/contract';
import { shopMenu } from '../test-support/menu.ts';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import { fakeLoader, renderInShell } from '../test-support/render.tsx';
import { SiteFooter } from './site-footer.tsx';

afterEach(() => {
  cleanup();
  setLanguage('it');
});

describe('footer contact block (storefront §2 Footer)', () => {
  it.each([
    ['it', 'Ti rispondiamo dal lunedì al venerdì, dalle 9:00 alle 17:00.'],
    ['en', 'We answer Monday to Friday, 9:00 to 17:00.'],
    ['fr', 'Nous vous répondons du lundi au vendredi, de 9:00 à 17:00.'],
    ['de', 'Wir antworten montags bis freitags von 9:00 bis 17:00 Uhr.'],
    ['es', 'Te respondemos de lunes a viernes, de 9:00 a 17:00.'],
  ] as const)('account §9 in %s customer service hours are Monday to Friday 9:00-17:00', (language: Language, text) => {
    setLanguage(language);
    renderInShell(<SiteFooter menu={shopMenu()} language={language} path="/" />, { path: `/${language}` });
    expect(screen.getByTestId('footer-service-hours').textContent).toBe(text);
  });
});

describe('issue 30 §2 the footer\'s accordions (phones) work with no script of ours', () => {
  it('[30.2] each block is a native accordion titled by its heading, closed in the server HTML; a tap opens it before any script', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <I18nextProvider i18n={getI18n()}>
        <MemoryRouter initialEntries={['/it']}>
          <RemoteLoaderProvider loader={fakeLoader({ registry: 'pending' })}>
            <SiteFooter menu={shopMenu()} language="it" path="/" />
          </RemoteLoaderProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const folds = [...page.querySelectorAll<HTMLDetailsElement>('.sh-footer__block > details')];
    expect(folds.map((fold) => fold.querySelector('summary > h2')?.textContent)).toEqual(['Servizio clienti', 'Informazioni', 'Newsletter', 'Seguici']);
    for (const fold of folds) {
      expect(fold.open).toBe(false);
      expect(fold.hasAttribute('data-no-hold')).toBe(true);
      // The landmark keeps the heading as its name.
      expect(fold.parentElement?.getAttribute('aria-labelledby')).toBe(fold.querySelector('h2')?.id);
    }
    folds[1]!.querySelector('summary')!.click();
    expect(folds[1]!.open).toBe(true);
  });
});
