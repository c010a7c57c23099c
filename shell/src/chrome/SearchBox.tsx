import {
  type FocusEvent,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { navigateToUrl } from 'single-spa';
import type { SearchSuggestionsProps } from '@palco/contracts';
import { bus, ErrorBoundary, SEARCH_FOCUS_BREAKPOINT_PX, useTranslation } from '@palco/shared';
import { searchUrl } from './main-menu';
import { type SuggestionsComponent, useSearchSuggestions } from './search-suggestions';
import * as styles from './SearchBox.module.css';

/** The catalogue's list, drawn by the component `useSearchSuggestions` loaded once and keeps. */
function CatalogueSuggestions({
  loaded: Loaded,
  ...props
}: SearchSuggestionsProps & { loaded: SuggestionsComponent }): ReactNode {
  return <Loaded {...props} />;
}

/**
 * The header's toggled search box; Enter opens the search page for what was typed. Under it, the
 * catalogue's suggestions (loaded from the catalogue remote the first time the box opens); ArrowDown moves
 * into them.
 */
export function SearchBox(): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const boxId = useId();
  const inputId = useId();
  const suggestionsId = useId();
  const suggestions = useSearchSuggestions(open);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const close = (): void => setOpen(false);
    bus.on('catalogue:close-search', close);
    return () => bus.off('catalogue:close-search', close);
  }, []);

  useEffect(() => {
    // On small screens focusing would pop the on-screen keyboard over the page (spec section 9: 996 px).
    if (open && window.innerWidth >= SEARCH_FOCUS_BREAKPOINT_PX) inputRef.current?.focus();
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSuggesting(false);
    navigateToUrl(searchUrl(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') {
      const first = document.getElementById(suggestionsId)?.querySelector<HTMLElement>('a[href]');
      if (!first) return;
      event.preventDefault();
      first.focus();
      return;
    }
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (suggesting && text.trim()) {
      setSuggesting(false);
      return;
    }
    setOpen(false);
    toggleRef.current?.focus();
  };

  const backToInput = (): void => {
    inputRef.current?.focus();
  };

  // Suggestions hide when focus leaves the whole search area, not when it moves into the list.
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSuggesting(false);
  };

  return (
    <div className={styles.search} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={boxId}
        aria-label={open ? t('SHELL_SEARCH_CLOSE') : t('SHELL_SEARCH_OPEN')}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <>
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </>
          )}
        </svg>
      </button>
      <form id={boxId} role="search" className={styles.box} hidden={!open} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="palco-visually-hidden">
          {t('SHELL_SEARCH_LABEL')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="query"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('SHELL_SEARCH_PLACEHOLDER')}
          value={text}
          aria-controls={suggesting && suggestions ? suggestionsId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setSuggesting(true);
          }}
          onFocus={() => setSuggesting(true)}
          onKeyDown={onKeyDown}
        />
      </form>
      {open && suggesting && suggestions && (
        <ErrorBoundary appName="mfe-catalogue">
          <CatalogueSuggestions
            loaded={suggestions}
            query={text}
            id={suggestionsId}
            onNavigate={() => {
              setSuggesting(false);
              setOpen(false);
            }}
            onLeave={backToInput}
          />
        </ErrorBoundary>
      )}
    </div>
  );
}
