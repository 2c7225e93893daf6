import { useId, useState } from 'react';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { canSearch } from '../model/store-search.ts';

interface SearchFormProps {
  language: string;
  onSearch: (text: string) => void;
  onLocate: () => void;
  locating: boolean;
}

/**
 * Account §5 Store search: the button is enabled only when the text is longer than 3 characters,
 * and Enter submits too. "Use my position" is always drawn (the server cannot know whether the
 * browser has geolocation, and a button appearing after hydration would move the page); a browser
 * without it says so when asked.
 */
export function SearchForm({ language, onSearch, onLocate, locating }: SearchFormProps) {
  const t = useStoresT(language);
  const inputId = useId();
  const [text, setText] = useState('');
  const ready = canSearch(text);
  return (
    <form
      role="search"
      className="sto-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sto-search__label">
        {t('locator.searchLabel')}
      </label>
      <input
        id={inputId}
        aria-describedby={`${inputId}-hint`}
        className="sto-search__input"
        type="search"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="store-search-input"
      />
      <button type="submit" className="ui-button" disabled={!ready} data-testid="store-search-submit">
        {t('locator.search')}
      </button>
      <span id={`${inputId}-hint`} className="sto-search__hint">
        {t('locator.searchHint')}
      </span>
      <button type="button" className="ui-button ui-button--secondary sto-search__locate" onClick={onLocate} disabled={locating}>
        {t('locator.locate')}
      </button>
    </form>
  );
}
