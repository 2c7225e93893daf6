import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import i18next, { type TFunction, type i18n as I18n } from 'i18next';
import { getI18n } from './i18n.ts';
import { I18nextProvider, useTranslation, type Namespaces, type UseTranslationOptions } from './use-translation.tsx';

afterEach(cleanup);

/** A small instance configured like the page's (getI18n): `common` is the default and the fallback. */
function createI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: {
      it: {
        common: { close: 'Chiudi', onlyCommon: 'Solo in common' },
        shell: { hello: 'Ciao', greet: 'Ciao {{name}}' },
        catalogue: { title: 'Catalogo' },
      },
      en: {
        common: { close: 'Close', onlyCommon: 'Only in common' },
        shell: { hello: 'Hello', greet: 'Hello {{name}}' },
        catalogue: { title: 'Catalogue' },
      },
    },
    lng: 'it',
    fallbackLng: 'it',
    ns: ['common', 'shell', 'catalogue'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

interface ShowProps {
  ns?: Namespaces;
  options?: UseTranslationOptions;
  keys: string[];
  onRender?: (t: TFunction<Namespaces>) => void;
}

function Show({ ns, options, keys, onRender }: ShowProps) {
  const { t } = useTranslation(ns, options);
  onRender?.(t);
  return <p data-testid="texts">{keys.map((key) => t(key)).join('|')}</p>;
}

const texts = () => screen.getByTestId('texts').textContent;

describe('useTranslation', () => {
  it('translates in the given language and namespace; the other namespaces with the ns: prefix', () => {
    const i18n = createI18n();
    render(<Show ns={['catalogue', 'common']} options={{ i18n, lng: 'en' }} keys={['title', 'common:close', 'onlyCommon', 'shell:hello']} />);
    // The first namespace is the default; a key it lacks falls back to `common` (fallbackNS).
    expect(texts()).toBe('Catalogue|Close|Only in common|Hello');
    expect(i18n.language).toBe('it');
  });

  it('passes interpolation options through to i18next', () => {
    const i18n = createI18n();
    function Greet() {
      const { t } = useTranslation('shell', { i18n, lng: 'en' });
      return <p>{t('greet', { name: 'Ada' })}</p>;
    }
    render(<Greet />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('takes the instance from options, else from the nearest provider, else the page instance', () => {
    const fromProvider = createI18n();
    const fromOptions = createI18n();
    void fromOptions.changeLanguage('en');
    render(
      <I18nextProvider i18n={fromProvider}>
        <Show ns="shell" keys={['hello']} />
      </I18nextProvider>,
    );
    expect(texts()).toBe('Ciao');
    cleanup();

    render(
      <I18nextProvider i18n={fromProvider}>
        <Show ns="shell" options={{ i18n: fromOptions }} keys={['hello']} />
      </I18nextProvider>,
    );
    expect(texts()).toBe('Hello');
    cleanup();

    // No provider, no option: the page's instance, with the real dictionaries.
    function Page() {
      const { t, i18n } = useTranslation('shell');
      return <p data-testid="texts">{`${i18n === getI18n() ? 'page instance' : 'another'}:${t('skipLink', { lng: 'it' })}`}</p>;
    }
    render(<Page />);
    expect(texts()).toBe('page instance:Vai al contenuto principale');
  });

  it('without a namespace uses the instance default (common)', () => {
    const i18n = createI18n();
    render(<Show options={{ i18n }} keys={['close']} />);
    expect(texts()).toBe('Chiudi');
  });

  it('re-renders in the new language after changeLanguage', async () => {
    const i18n = createI18n();
    function Language() {
      const { t, i18n: instance } = useTranslation('shell', { i18n });
      return <p data-testid="texts">{`${instance.language}:${t('hello')}`}</p>;
    }
    render(<Language />);
    expect(texts()).toBe('it:Ciao');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(texts()).toBe('en:Hello');
  });

  it('re-renders once when texts are added (addResourceBundle), however many bundles', async () => {
    const i18n = createI18n();
    const onRender = vi.fn();
    render(<Show ns="shell" options={{ i18n, lng: 'fr' }} keys={['hello', 'common:close']} onRender={onRender} />);
    // No French yet: the Italian fallback.
    expect(texts()).toBe('Ciao|Chiudi');
    const renders = onRender.mock.calls.length;
    await act(async () => {
      i18n.addResourceBundle('fr', 'shell', { hello: 'Bonjour' }, true, false);
      i18n.addResourceBundle('fr', 'common', { close: 'Fermer' }, true, false);
    });
    expect(texts()).toBe('Bonjour|Fermer');
    expect(onRender.mock.calls.length).toBe(renders + 1);
  });

  it('texts added while another component renders reach the mounted ones without a render-phase update', async () => {
    const i18n = createI18n();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function AddsItsOwnTexts() {
      // What a remote does in its hook: its own dictionary joins the page's instance during render.
      i18n.addResourceBundle('fr', 'catalogue', { title: 'Catalogue FR' }, true, true);
      const { t } = useTranslation('catalogue', { i18n, lng: 'fr' });
      return <span>{t('title')}</span>;
    }
    function Page() {
      const [more, setMore] = useState(false);
      return (
        <>
          <Show ns="catalogue" options={{ i18n, lng: 'fr' }} keys={['title']} />
          <button type="button" onClick={() => setMore(true)}>
            more
          </button>
          {more && <AddsItsOwnTexts />}
        </>
      );
    }
    render(<Page />);
    expect(texts()).toBe('Catalogo');
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(texts()).toBe('Catalogue FR');
    expect(screen.getByText('Catalogue FR', { selector: 'span' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps the same t across unrelated re-renders (effects may depend on it), a new one after a change', async () => {
    const i18n = createI18n();
    const seen: TFunction<Namespaces>[] = [];
    const effects = vi.fn();
    function Child({ count }: { count: number }) {
      // A new options object and a new namespace array on every render, as callers write them.
      const { t } = useTranslation(['catalogue', 'common'], { i18n, lng: 'en' });
      useEffect(() => effects(t), [t]);
      seen.push(t);
      return <p data-testid="texts">{`${count}:${t('title')}`}</p>;
    }
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((c) => c + 1)}>
            again
          </button>
          <Child count={count} />
        </>
      );
    }
    render(<Parent />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(texts()).toBe('2:Catalogue');
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
    expect(effects).toHaveBeenCalledTimes(1);

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(effects).toHaveBeenCalledTimes(2);
  });

  it('renders on the server (renderToString) and hydrates without a mismatch', async () => {
    const i18n = createI18n();
    const tree = (
      <I18nextProvider i18n={i18n}>
        <Show ns={['catalogue', 'common']} options={{ lng: 'en' }} keys={['title', 'common:close']} />
        <Show ns="shell" keys={['hello']} />
      </I18nextProvider>
    );
    const html = renderToString(tree);
    expect(html).toBe('<p data-testid="texts">Catalogue|Close</p><p data-testid="texts">Ciao</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    container.remove();
  });
});
