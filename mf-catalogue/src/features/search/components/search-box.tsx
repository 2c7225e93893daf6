import { useEffect, useId, useState } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { ProductCard, SlotProps } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { DEFAULT_IMAGE, imageFallback, navigate, productPath, responsiveImage } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { SUGGESTION_SIZE, searchProducts } from '../api/search-products.ts';
import { priced, searchPath } from '../model/search-path.ts';

/** Typing pauses this long before suggestions are asked, so a word typed fast is one request. */
export const SUGGEST_DELAY_MS = 250;

/** The header search box (storefront §2 Search): a combobox with product suggestions; Enter searches. */
export function SearchBox({ language }: SlotProps) {
  const t = useCatalogueT(language);
  const id = useId();
  const listId = `${id}-list`;
  const [criteria, setCriteria] = useState('');
  const [found, setFound] = useState<{ criteria: string; products: ProductCard[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = criteria.trim();

  useEffect(() => {
    // §5 search never fires with empty criteria.
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProducts(getApiClient(), trimmed, 0, controller.signal, SUGGESTION_SIZE).then(
        (answer) => setFound({ criteria: trimmed, products: priced(answer.products.content, SUGGESTION_SIZE) }),
        () => setFound({ criteria: trimmed, products: [] }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  const suggestions = found && found.criteria === trimmed && trimmed ? found.products : [];
  const expanded = open && suggestions.length > 0;
  const go = (to: string | null) => {
    if (!to) return;
    setOpen(false);
    navigate(to, { language });
  };
  const goToSuggestion = (p: ProductCard) => go(productPath(p.menuCanonicalUrl, p.canonicalUrl));

  return (
    <form
      role="search"
      className="cat-searchbox"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = expanded ? suggestions[active] : undefined;
        if (chosen) goToSuggestion(chosen);
        else go(searchPath(criteria));
      }}
    >
      <label htmlFor={id} className="ui-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="cat-searchbox__input"
        type="search"
        name="criteria"
        role="combobox"
        autoComplete="off"
        data-testid="search-input"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={criteria}
        onChange={(event) => {
          setCriteria(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          } else if (event.key === 'ArrowDown' && suggestions.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % suggestions.length);
          } else if (event.key === 'ArrowUp' && suggestions.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          }
        }}
      />
      <button type="submit" className="cat-searchbox__submit" aria-label={t('search.submit')}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      <ul id={listId} role="listbox" className="cat-suggestions" data-testid="search-suggestions" aria-label={t('search.suggestions')} hidden={!expanded}>
        {suggestions.map((p, index) => (
          <li
            key={p.productId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cat-suggestion${index === active ? ' cat-suggestion--active' : ''}`}
            data-testid="search-suggestion"
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              goToSuggestion(p);
            }}
          >
            <img {...responsiveImage(p.thumbnail || p.photo || DEFAULT_IMAGE, { sizes: '40px', width: 40, height: 50 })} alt="" onError={imageFallback} />
            <span className="cat-suggestion__name">{p.name}</span>
            <span className="cat-suggestion__price">{formatPrice(p.listPriceAfterDiscount ?? p.startingPrice, p.currency, language)}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
