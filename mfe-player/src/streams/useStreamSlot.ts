import { useCallback, useEffect, useRef, useState } from 'react';
import { endpoints, type PingQuery, STREAM_PING_SECONDS, viewingErrorCodes } from '@palco/contracts';
import { ApiError, callEndpoint, http, useSession } from '@palco/shared';

export interface StreamSlot {
  /** The account already plays as many live streams as its plan allows: this one must not play. */
  refused: boolean;
  /** A try again is on its way. */
  asking: boolean;
  /** Asks again; the stream plays as soon as the server counts it. */
  tryAgain: () => void;
}

const isTooManyStreams = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === viewingErrorCodes.tooManyStreams;

/**
 * A stream id: 128 random bits. `getRandomValues` rather than `randomUUID`, which a page served over plain
 * HTTP (not localhost) does not have.
 */
function newStreamId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The last playback's goodbye. A new playback's first ping waits for it: zapping from channel to channel
 * on a plan of one stream would otherwise find the old stream still counted and be refused.
 */
let lastGoodbye: Promise<unknown> = Promise.resolve();

/**
 * Holds a slot among the account's simultaneous live streams (spec sections 4 and 8) while a live channel
 * plays (`mediaId`; null while nothing live plays): pings with a stream id of its own at once and every
 * STREAM_PING_SECONDS, and ends the stream when playback goes (unmount, another channel, `pagehide`) so its
 * slot is free at once. A paused stream keeps its slot. The server refuses a new stream past the plan's
 * maximum (`too_many_streams`): playback must then stop until a try again is counted. Any other failure
 * (the network, the server) changes nothing for the viewer: the next ping asks again. Visitors are not
 * counted, so they do not ping.
 */
export function useStreamSlot(mediaId: string | null): StreamSlot {
  const signedIn = useSession((state) => state.token !== null);
  const active = signedIn ? mediaId : null;
  // The playback refused: a refusal is for the media it was, not for the next channel.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const pingNow = useRef<() => Promise<void>>(() => Promise.resolve());

  useEffect(() => {
    if (active === null) return undefined;
    const stream = newStreamId();
    const query = { stream } satisfies PingQuery;
    let mounted = true;
    // Whether the server may be counting this stream: once a ping is sent, until it is refused or ended.
    let counted = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const ping = async (): Promise<void> => {
      clearTimeout(timer);
      try {
        await lastGoodbye;
        if (!mounted) return;
        counted = true;
        await callEndpoint(http, endpoints.ping, { query });
        if (!mounted) return;
        setRefusal(null);
      } catch (error) {
        if (!mounted) return;
        if (isTooManyStreams(error)) {
          counted = false;
          setRefusal(active);
          return;
        }
      }
      // Whichever ping answers last sets the one next tick (a try again may cross the timer's).
      clearTimeout(timer);
      timer = setTimeout(() => void ping(), STREAM_PING_SECONDS * 1000);
    };
    const goodbye = (): void => {
      clearTimeout(timer);
      if (!counted) return;
      counted = false;
      lastGoodbye = callEndpoint(http, endpoints.endStream, { query, keepalive: true }).catch(
        () => undefined,
      );
    };
    // Back from the back-forward cache: the stream ended as the page went, so it asks for its slot again.
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) void ping();
    };

    pingNow.current = ping;
    void ping();
    window.addEventListener('pagehide', goodbye);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      mounted = false;
      pingNow.current = () => Promise.resolve();
      window.removeEventListener('pagehide', goodbye);
      window.removeEventListener('pageshow', onPageShow);
      goodbye();
      // The next playback of this media is a new stream, not yet refused.
      setRefusal(null);
    };
  }, [active]);

  const tryAgain = useCallback((): void => {
    setAsking(true);
    void pingNow.current().finally(() => setAsking(false));
  }, []);

  return { refused: active !== null && refusal === active, asking, tryAgain };
}
