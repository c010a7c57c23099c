import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type Cache, SWRConfig } from 'swr';
import { ApiError } from '../http/api-error';
import { type CursorPage, type CursorPageRequest, useCursorPaging } from './use-cursor-paging';

interface Item {
  id: string;
}

const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));

/** A server of pages keyed by cursor, recording what it was asked. */
function pagesServer(pages: Record<string, CursorPage<Item> | Error>) {
  const asked: CursorPageRequest[] = [];
  const fetchPage = jest.fn(async (request: CursorPageRequest): Promise<CursorPage<Item>> => {
    asked.push(request);
    const page = pages[request.cursor];
    if (!page) throw new Error(`no page after ${request.cursor}`);
    if (page instanceof Error) throw page;
    return page;
  });
  return { asked, fetchPage };
}

function withCache(cache: Cache) {
  return function Wrapper({ children }: { children: ReactNode }): ReactNode {
    return <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>;
  };
}

describe('useCursorPaging', () => {
  it('shows the first page without asking for anything, then appends pages after the last id', async () => {
    const server = pagesServer({
      b: { entries: items('c', 'd'), hasMore: true },
      d: { entries: items('e'), hasMore: false },
    });
    const first = items('a', 'b');
    const { result } = renderHook(() => useCursorPaging(['list', 'x'], first, true, server.fetchPage), {
      wrapper: withCache(new Map()),
    });
    expect(result.current.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(server.fetchPage).not.toHaveBeenCalled();

    act(() => result.current.loadMore());
    expect(result.current.isLoadingMore).toBe(true);
    await waitFor(() => expect(result.current.entries.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.entries.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(server.asked).toEqual([
      { cursor: 'b', page: 2 },
      { cursor: 'd', page: 3 },
    ]);

    act(() => result.current.loadMore());
    expect(server.fetchPage).toHaveBeenCalledTimes(2);
  });

  it('sends one request when asked twice before the page arrives', async () => {
    const server = pagesServer({ b: { entries: items('c'), hasMore: true } });
    const { result } = renderHook(() => useCursorPaging(['list'], items('a', 'b'), true, server.fetchPage), {
      wrapper: withCache(new Map()),
    });
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.entries).toHaveLength(3));
    expect(server.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops at a page that adds nothing new, so it never asks for the same cursor forever', async () => {
    const server = pagesServer({ b: { entries: items('a', 'b'), hasMore: true } });
    const { result } = renderHook(() => useCursorPaging(['list'], items('a', 'b'), true, server.fetchPage), {
      wrapper: withCache(new Map()),
    });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.entries.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('reports a failed page as an ApiError, keeps what was shown, and asks for the same page again', async () => {
    const pages: Record<string, CursorPage<Item> | Error> = { b: new ApiError('503', 'down', 503) };
    const server = pagesServer(pages);
    const { result } = renderHook(() => useCursorPaging(['list'], items('a', 'b'), true, server.fetchPage), {
      wrapper: withCache(new Map()),
    });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadError?.errorStatus).toBe(503));
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.entries.map((e) => e.id)).toEqual(['a', 'b']);

    pages.b = { entries: items('c'), hasMore: false };
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.entries.map((e) => e.id)).toEqual(['a', 'b', 'c']));
    expect(result.current.loadError).toBeNull();
    expect(server.asked).toEqual([
      { cursor: 'b', page: 2 },
      { cursor: 'b', page: 2 },
    ]);
  });

  it("keeps a viewer's loaded pages in their cache for when they come back", async () => {
    const cache: Cache = new Map();
    const server = pagesServer({ b: { entries: items('c'), hasMore: false } });
    const first = items('a', 'b');
    const firstVisit = renderHook(() => useCursorPaging(['list'], first, true, server.fetchPage), {
      wrapper: withCache(cache),
    });
    act(() => firstVisit.result.current.loadMore());
    await waitFor(() => expect(firstVisit.result.current.entries).toHaveLength(3));
    firstVisit.unmount();

    const back = renderHook(() => useCursorPaging(['list'], first, true, server.fetchPage), {
      wrapper: withCache(cache),
    });
    await waitFor(() => expect(back.result.current.entries).toHaveLength(3));
    expect(server.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the first page says there is no more', () => {
    const server = pagesServer({});
    const { result } = renderHook(() => useCursorPaging(['list'], items('a'), false, server.fetchPage), {
      wrapper: withCache(new Map()),
    });
    act(() => result.current.loadMore());
    expect(result.current.hasMore).toBe(false);
    expect(server.fetchPage).not.toHaveBeenCalled();
  });
});
