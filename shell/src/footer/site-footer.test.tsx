import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@trama/shared/i18n';
import type { Language } from '@trama/shared/contract';
import { shopMenu } from '../test-support/menu.ts';
import { renderInShell } from '../test-support/render.tsx';
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
