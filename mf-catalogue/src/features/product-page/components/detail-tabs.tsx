import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { CareInfo, CompositionInfo } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchCare } from '../api/fetch-care.ts';
import { fetchComposition } from '../api/fetch-composition.ts';

const TABS = ['description', 'care', 'composition'] as const;
type Tab = (typeof TABS)[number];

/** §9 mobile breakpoint: below 768 px the tabs are accordions. */
const SMALL = '(max-width: 767px)';
const subscribe = (onChange: () => void) => {
  const query = globalThis.matchMedia?.(SMALL);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isSmall = () => globalThis.matchMedia?.(SMALL).matches ?? false;

const loadCare = (signal: AbortSignal, id: number) => fetchCare(getApiClient(), id, signal);
const loadComposition = (signal: AbortSignal, id: number) => fetchComposition(getApiClient(), id, signal);

function CarePanel({ productId, language }: { productId: number; language: string }) {
  const t = useCatalogueT(language);
  const state = useAsync(loadCare, [productId]);
  if (state.status !== 'done') return state.status === 'failed' ? <p>{t('product.noInfo')}</p> : null;
  const entries = Object.entries(state.value as CareInfo);
  if (!entries.length) return <p>{t('product.noInfo')}</p>;
  return (
    <dl className="cat-care">
      {entries.map(([heading, lines]) => (
        <div key={heading}>
          <dt>{heading}</dt>
          {lines.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

function CompositionPanel({ productId, language }: { productId: number; language: string }) {
  const t = useCatalogueT(language);
  const state = useAsync(loadComposition, [productId]);
  if (state.status !== 'done') return state.status === 'failed' ? <p>{t('product.noInfo')}</p> : null;
  const rows = state.value as CompositionInfo[];
  if (!rows.length) return <p>{t('product.noInfo')}</p>;
  return (
    <ul className="cat-composition">
      {rows.map((r) => (
        <li key={`${r.attribute}-${r.attributeValue}`}>
          {r.attribute}: {r.value}% {r.attributeValue}
        </li>
      ))}
    </ul>
  );
}

/** §4 Detail tabs: description, care (entretien), composition; accordions on small screens. */
export function DetailTabs({ productId, description, language }: { productId: number; description: ReactNode; language: string }) {
  const t = useCatalogueT(language);
  const id = useId();
  const small = useSyncExternalStore(subscribe, isSmall, () => false);
  const [tab, setTab] = useState<Tab>('description');
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(new Set(['description']));
  const panel = (which: Tab) =>
    which === 'description' ? description : which === 'care' ? <CarePanel productId={productId} language={language} /> : <CompositionPanel productId={productId} language={language} />;

  if (small) {
    return (
      <div className="cat-details">
        {TABS.map((which) => (
          <details
            key={which}
            className="cat-details__item"
            open={which === 'description'}
            onToggle={(e) => {
              if (e.currentTarget.open) setOpened((s) => new Set([...s, which]));
            }}
          >
            <summary>{t(`product.${which}`)}</summary>
            {opened.has(which) && panel(which)}
          </details>
        ))}
      </div>
    );
  }
  return (
    <div className="cat-tabs">
      <div role="tablist" className="cat-tabs__list" aria-label={t('product.description')}>
        {TABS.map((which) => (
          <button
            key={which}
            type="button"
            role="tab"
            id={`${id}-${which}`}
            aria-selected={tab === which}
            aria-controls={`${id}-${which}-panel`}
            tabIndex={tab === which ? 0 : -1}
            className="cat-tabs__tab"
            onClick={() => setTab(which)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const next = TABS[(TABS.indexOf(tab) + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] as Tab;
              setTab(next);
              e.currentTarget.parentElement?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${next}`)}`)?.focus();
            }}
          >
            {t(`product.${which}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} className="cat-tabs__panel" tabIndex={0}>
        {panel(tab)}
      </div>
    </div>
  );
}
