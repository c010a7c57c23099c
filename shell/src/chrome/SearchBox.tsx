import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { bus, SEARCH_FOCUS_BREAKPOINT_PX } from '@palco/shared';
import { searchUrl } from './main-menu';
import * as styles from './SearchBox.module.css';

/** The header's toggled search box; Enter opens the search page for what was typed. */
export function SearchBox(): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const boxId = useId();
  const inputId = useId();
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
    navigateToUrl(searchUrl(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className={styles.search}>
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
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </form>
    </div>
  );
}
