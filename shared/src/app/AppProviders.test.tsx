import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { makeAccount, makeProfile } from '../testing';
import { sessionStore } from '../session/session-store';
import { AppProviders, viewerScope } from './AppProviders';

let mounts = 0;

/** A screen that reads the viewer's watchlist mark and keeps state of its own (which mount it is). */
function WatchlistMark({ fetchMark }: { fetchMark: () => Promise<string> }): ReactNode {
  const { data } = useSWR('getFavorite/t1', fetchMark);
  const [mount] = useState(() => (mounts += 1));
  return (
    <p>
      mark: {data ?? 'loading'}; mount {mount}
    </p>
  );
}

describe('the data cache rule', () => {
  afterEach(() => sessionStore.getState().clear());

  it('names the viewer by account and profile, or a visitor', () => {
    const account = makeAccount({ id: 'a1' });
    expect(viewerScope({ account: null, profile: null })).toBe('visitor');
    expect(viewerScope({ account, profile: null })).toBe('account:a1/profile:none');
    expect(viewerScope({ account, profile: makeProfile({ id: 'p2' }) })).toBe('account:a1/profile:p2');
  });

  it('gives each viewer a fresh cache: nothing of the previous viewer is shown or kept', async () => {
    let answer = 'in Joana’s list';
    const fetchMark = jest.fn(async () => answer);
    sessionStore.getState().signIn('tok-joana');
    sessionStore.getState().setAccount(makeAccount({ id: 'joana' }));
    render(
      <AppProviders appName="test">
        <WatchlistMark fetchMark={fetchMark} />
      </AppProviders>,
    );
    expect(await screen.findByText(/mark: in Joana’s list/)).toBeInTheDocument();
    const joanaMount = mounts;

    answer = 'not in Rui’s list';
    act(() => sessionStore.getState().clear());
    act(() => sessionStore.getState().setAccount(makeAccount({ id: 'rui' })));
    expect(screen.queryByText(/Joana/)).not.toBeInTheDocument();
    expect(await screen.findByText(/mark: not in Rui’s list/)).toBeInTheDocument();
    // The screen was mounted afresh: no state it derived from Joana's answers is left.
    expect(screen.queryByText(new RegExp(`mount ${joanaMount}$`))).not.toBeInTheDocument();
  });

  it('gives each app its own cache, so one team’s keys never collide with another’s', async () => {
    render(
      <>
        <AppProviders appName="one">
          <WatchlistMark fetchMark={async () => 'from the first app'} />
        </AppProviders>
        <AppProviders appName="two">
          <WatchlistMark fetchMark={async () => 'from the second app'} />
        </AppProviders>
      </>,
    );
    expect(await screen.findByText(/mark: from the first app/)).toBeInTheDocument();
    expect(await screen.findByText(/mark: from the second app/)).toBeInTheDocument();
  });

  it('keeps the page of a visitor who signs in, and fetches its answers again for the viewer', async () => {
    let answer = 'a visitor’s answer';
    const fetchMark = jest.fn(async () => answer);
    render(
      <AppProviders appName="test">
        <WatchlistMark fetchMark={fetchMark} />
      </AppProviders>,
    );
    expect(await screen.findByText(/mark: a visitor’s answer/)).toBeInTheDocument();
    const visitorMount = mounts;

    answer = 'in Joana’s list';
    act(() => {
      sessionStore.getState().signIn('tok-joana');
      sessionStore.getState().setAccount(makeAccount({ id: 'joana' }));
    });
    // The same screen (its state kept), with the answer fetched again for the viewer.
    expect(await screen.findByText(`mark: in Joana’s list; mount ${visitorMount}`)).toBeInTheDocument();
    expect(fetchMark).toHaveBeenCalledTimes(2);
  });
});
