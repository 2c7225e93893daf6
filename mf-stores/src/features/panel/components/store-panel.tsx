import { CloseButton, Spinner, useModalFocus } from '@trama/shared/ui';
import { useId, useState } from 'react';
import { NoHandlerError, getBus } from '@trama/shared/bus';
import type { StorePanelProps } from '@trama/shared/contract';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { canSearchPlace, panelLines, storeInfoOf, type PanelStore } from '../model/panel-stores.ts';
import { CollectStoreItem } from './collect-store-item.tsx';
import { useCollectSearch } from './use-collect-search.ts';
import { usePosition } from './use-position.ts';

/**
 * How long `basket.add` waits for the basket to answer when its code is not on the page yet (it
 * loads after the first view, docs/rendering.md); the product page waits as long.
 */
const BASKET_WAIT_MS = 5000;

interface PanelMessage {
  key: string;
  /** basket: the basket's reply key (addToCart.*). */
  ns: 'stores' | 'basket';
}

/**
 * The store side panel (storefront §4, account §4 Store selection in basket; contract 1.8): a
 * modal panel that searches a place (or the shopper's position), lists the stores able to serve
 * the lines, nearest first, and on a choice publishes the `store` fact, adds the product page's
 * size to the basket (`basket.add`) and closes with the store. Browser only: the shell mounts it
 * in its overlay slot on `ui.open` {panel: 'stores'} or `stores.pick`.
 */
export function StorePanel({ language, line, lines, onClose }: StorePanelProps) {
  const t = useStoresT(language);
  const id = useId();
  const required = panelLines(line, lines);
  const { state, search, fail } = useCollectSearch(required);
  const position = usePosition();
  const [text, setText] = useState('');
  const [choosing, setChoosing] = useState<number | null>(null);
  const [message, setMessage] = useState<PanelMessage | null>(null);
  const [now] = useState(() => new Date());
  const { panel, onKeyDown } = useModalFocus<HTMLDivElement>(() => onClose(null), {
    // The search field first: the panel opens to find a store. The page behind stops scrolling.
    initialFocus: (node) => node.querySelector<HTMLElement>('input:not([disabled])'),
    bodyClass: 'sto-panel-open',
  });

  const searchNearMe = async () => {
    setMessage(null);
    try {
      void search(await position.locate());
    } catch {
      fail('panel.positionDenied');
    }
  };

  const choose = async (store: PanelStore) => {
    const info = storeInfoOf(store);
    setMessage(null);
    getBus().publish('store', { store: info });
    if (!line) {
      onClose(info);
      return;
    }
    setChoosing(store.storeId);
    try {
      const reply = await getBus().request('basket.add', { lines: [line] }, { waitForHandler: true, waitForHandlerMs: BASKET_WAIT_MS });
      if (reply.status === 'added') {
        onClose(info);
        return;
      }
      setMessage({ key: reply.messageKey, ns: 'basket' });
    } catch (error) {
      setMessage({ key: error instanceof NoHandlerError ? 'panel.basketUnavailable' : 'error_message', ns: 'stores' });
    }
    setChoosing(null);
  };

  const intro = line ? 'panel.introLine' : required.length > 0 ? 'panel.introLines' : 'panel.introSearch';

  return (
    <div className="sto-panel-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose(null)}>
      <div
        ref={panel}
        className="ui-panel sto-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        tabIndex={-1}
        data-testid="store-panel"
        onKeyDown={onKeyDown}
      >
        <div className="ui-panel__head">
          <h2 id={`${id}-title`} className="ui-panel__title">
            {t('panel.title')}
          </h2>
          <CloseButton label={t('panel.close')} onClick={() => onClose(null)} />
        </div>
        <p id={`${id}-intro`} className="sto-panel__intro">
          {t(intro)}
        </p>
        <form
          role="search"
          className="sto-search sto-panel__search"
          onSubmit={(event) => {
            event.preventDefault();
            setMessage(null);
            if (canSearchPlace(text)) void search({ location: text.trim() });
          }}
        >
          <label htmlFor={`${id}-place`} className="sto-search__label">
            {t('panel.searchLabel')}
          </label>
          <input
            id={`${id}-place`}
            className="sto-search__input"
            type="search"
            value={text}
            autoComplete="postal-code"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <span id={`${id}-hint`} className="sto-search__hint">
            {t('panel.searchHint')}
          </span>
          <button type="submit" className="ui-button" disabled={!canSearchPlace(text)}>
            {t('panel.search')}
          </button>
        </form>
        {position.available && (
          <button type="button" className="ui-link-button sto-panel__position" onClick={() => void searchNearMe()}>
            {t('panel.position')}
          </button>
        )}
        {message && (
          <p role="alert" className="sto-panel__message" data-testid="panel-message" data-key={message.key}>
            {t(message.key, { ns: message.ns })}
          </p>
        )}
        <div className="sto-panel__results" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <Spinner label={t('panel.searching')} />}
          {state.status === 'failed' && (
            <p role="status" className="sto-panel__none" data-testid="panel-none" data-key={state.messageKey}>
              {t(state.messageKey)}
            </p>
          )}
          {state.status === 'done' && (
            <>
              <p role="status" className="ui-visually-hidden">
                {t('panel.found', { count: state.stores.length })}
              </p>
              <ul className="sto-panel__list" aria-label={t('panel.results')}>
                {state.stores.map((store) => (
                  <li key={store.storeId}>
                    <CollectStoreItem store={store} language={language} now={now} busy={choosing !== null} onChoose={() => void choose(store)} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
