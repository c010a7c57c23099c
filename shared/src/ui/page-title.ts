import { useEffect, useRef } from 'react';

const SITE_NAME = 'Palco';

interface TitleEntry {
  title: string | null;
}

/**
 * The titles asked for by what is on screen, oldest first. Every app names its pages through this one list
 * (shared is one copy for the whole page), so a page that goes gives the title back to whatever is still
 * shown — at least the shell's default for the route — rather than restoring a title it saw when it came,
 * which another app may have replaced since (apps mount and unmount in no fixed order around a navigation).
 */
const entries: TitleEntry[] = [];
/** The document's title before the first entry came (index.html's), given back when the last one goes. */
let untitled: string | null = null;

function showNewest(): void {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const title = entries[index]?.title;
    if (title) {
      document.title = `${title} — ${SITE_NAME}`;
      return;
    }
  }
  if (untitled !== null) document.title = untitled;
}

function add(entry: TitleEntry): void {
  if (entries.length === 0) untitled = document.title;
  entries.push(entry);
}

function remove(entry: TitleEntry): void {
  const index = entries.indexOf(entry);
  if (index >= 0) entries.splice(index, 1);
  showNewest();
  if (entries.length === 0) untitled = null;
}

/**
 * Names the browser tab "<title> — Palco" while the calling component is shown, so that it says where the
 * viewer is (and the page-view event 250 ms after a navigation reports it). Call it once per page, with the
 * page's translated name (a title's name once it has loaded; `null` until then). Of the titles on screen the
 * one that came last shows; when its component goes, the one before shows again with its current text. The
 * shell sets a default for every route of the route table, so a page that sets nothing still has a title.
 */
export function usePageTitle(title: string | null | undefined): void {
  // Its place in the list is kept for as long as the component is shown; a new text changes it in place.
  const entryRef = useRef<TitleEntry | null>(null);
  useEffect(() => {
    const entry: TitleEntry = { title: null };
    entryRef.current = entry;
    add(entry);
    return () => {
      entryRef.current = null;
      remove(entry);
    };
  }, []);
  useEffect(() => {
    if (!entryRef.current) return;
    entryRef.current.title = title || null;
    showNewest();
  }, [title]);
}
