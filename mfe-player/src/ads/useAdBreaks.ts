import { type RefObject, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ADBLOCK_ANALYTICS_EVENT, type AdSlot } from '@palco/contracts';
import { bus, useSession } from '@palco/shared';
import type { PlayerCommand } from '../controls/keyboard-shortcuts';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { type AdPlan, crossedPoint, midrollPoints, NO_ADS, passedAtStart } from './ad-policy';
import type { AdBlockSignal, AdOutcome, AdServices, LinearAd } from './ad-types';
import { AdServicesContext } from './ads-context';

/** The viewer's answer to the ad-blocker popup: watch on (with the blocker), or see the plans. */
export type BlockerAnswer = 'play' | 'plans';

/** What the ad's own player answers to the shortcuts while it plays. */
export interface AdControls {
  togglePlay: () => void;
  toggleMute: () => void;
}

/**
 * Holds the content until its pre-roll is over: `wait` resolves true to start it, false to leave it paused
 * (the viewer went to the plans), once, for the playback's whole life (a retry does not play it again).
 */
export interface PrerollGate {
  wait: () => Promise<boolean>;
  open: (start: boolean) => void;
}

export function createPrerollGate(): PrerollGate {
  let open: (start: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((resolve) => (open = resolve));
  return { wait: () => promise, open: (start) => open(start) };
}

export interface AdBreaks {
  /** An ad break holds the content: the ad server is asked, an ad plays, or the ad-blocker popup shows. */
  active: boolean;
  /** Waiting for the ad server's answer (a spinner, no controls). */
  waiting: boolean;
  /** The ad playing, and whether it starts muted (as the content was). */
  current: { ad: LinearAd; slot: AdSlot; muted: boolean } | null;
  /** The ad-blocker popup is on screen. */
  blocker: boolean;
  /** The ad is over: played out, skipped or failed. */
  finish: () => void;
  answerBlocker: (answer: BlockerAnswer) => void;
  /** Where the ad's player registers its controls for the shortcuts. */
  controlsRef: RefObject<AdControls | null>;
  /** A keyboard shortcut while an ad plays: play and mute act on the ad; seeking does nothing. */
  command: (command: PlayerCommand) => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'playing'; ad: LinearAd; slot: AdSlot; muted: boolean }
  | { kind: 'blocked' };

const IDLE: Phase = { kind: 'idle' };

const safely = <T>(work: () => Promise<T>, fallback: T): Promise<T> => work().catch(() => fallback);

/** What an ad blocker gave away, if anything: the bait hidden, or an ad request refused by the browser. */
async function blockerSignal(
  services: AdServices,
  outcome: AdOutcome,
  bait: Promise<boolean>,
): Promise<AdBlockSignal | null> {
  if (await bait) return 'bait';
  // A request with no answer at all (no status) while the site's own API answers: refused in the browser.
  // A down ad server looks the same to a page; an HTTP error, a timeout or a bad document never count.
  const unanswered = outcome.kind === 'failed' && outcome.reason === 'network';
  return unanswered && (await safely(services.siteReachable, false)) ? 'request' : null;
}

export interface AdBreaksOptions {
  /** The ads this content gets for a viewer who is not premium (ad-policy.ts's `adPlanFor`). */
  plan: AdPlan;
  live: boolean;
  /** Where playback starts (a resumed title's position). */
  startAt: number;
  /** The title's length from the media call, where its mid-rolls are placed. */
  duration: number;
  gate: PrerollGate;
}

/**
 * The ad breaks of a playback (spec sections 4 and 6): none for a premium viewer (not even a request);
 * for visitors and free accounts the pre-roll before the content starts, and on a title its mid-rolls
 * (ad-policy.ts), the content paused and resumed exactly where it was. An ad that fails, or a server with
 * no ad, gives way to the content at once. The ad-blocker check runs with the first break: a bait element
 * and the ad request itself; a blocker found shows the popup and sends the analytics event, once per
 * playback, and the content plays once the viewer closes it (the next title asks again).
 */
export function useAdBreaks(engine: PlayerEngine | null, options: AdBreaksOptions): AdBreaks {
  const { live, duration, gate } = options;
  // Where this playback started: a later item update (its saved progress) changes nothing here.
  const [startAt] = useState(options.startAt);
  const services = useContext(AdServicesContext);
  const premium = useSession((state) => state.account?.premium === true);
  // A stored sign-in whose account is still loading may be premium: no ad is asked before it is known.
  const viewerKnown = useSession((state) => state.token === null || state.account !== null);
  const plan = premium ? NO_ADS : options.plan;
  const [phase, setPhase] = useState<Phase>(IDLE);
  // Until the pre-roll is over (or known to be none), the content is held: no controls, a spinner.
  const [prerollOver, setPrerollOver] = useState(false);

  const mounted = useRef(true);
  const adOver = useRef<(() => void) | null>(null);
  const blockerAnswered = useRef<((answer: BlockerAnswer) => void) | null>(null);
  const baitChecked = useRef(false);
  const blockerShown = useRef(false);
  const controlsRef = useRef<AdControls | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Whatever waits on this playback's breaks goes on (and finds the playback gone).
      adOver.current?.();
      blockerAnswered.current?.('play');
    };
  }, []);

  /** One break: asks the ad server, plays its ad or shows the ad-blocker popup; says whether to play on. */
  const runBreak = useCallback(
    async (slot: AdSlot, url: string, muted: boolean): Promise<BlockerAnswer> => {
      setPhase({ kind: 'waiting' });
      const bait = baitChecked.current ? Promise.resolve(false) : safely(services.baitBlocked, false);
      baitChecked.current = true;
      const outcome = await safely<AdOutcome>(() => services.requestAd(url), {
        kind: 'failed',
        reason: 'invalid',
      });
      const signal = await blockerSignal(services, outcome, bait);
      if (!mounted.current) return 'play';
      if (signal && !blockerShown.current) {
        blockerShown.current = true;
        bus.emit('analytics:event', { event: ADBLOCK_ANALYTICS_EVENT, params: { signal, slot } });
        setPhase({ kind: 'blocked' });
        const answer = await new Promise<BlockerAnswer>((resolve) => (blockerAnswered.current = resolve));
        blockerAnswered.current = null;
        if (answer === 'plans' && mounted.current) bus.emit('overlay:open', { name: 'subscribe' });
        setPhase(IDLE);
        return answer;
      }
      if (signal || outcome.kind !== 'ad') {
        setPhase(IDLE);
        return 'play';
      }
      setPhase({ kind: 'playing', ad: outcome.ad, slot, muted });
      await new Promise<void>((resolve) => (adOver.current = resolve));
      adOver.current = null;
      controlsRef.current = null;
      setPhase(IDLE);
      return 'play';
    },
    [services],
  );

  // The pre-roll, once the viewer is known; the content waits for it at the gate.
  const prerollAsked = useRef(false);
  const prerollSlot = plan.preroll?.slot;
  const prerollUrl = plan.preroll?.url;
  useEffect(() => {
    // Only a pre-roll to ask waits for the viewer; without one the content starts at once.
    if (prerollAsked.current || (prerollUrl && !viewerKnown)) return;
    prerollAsked.current = true;
    const over = (start: boolean): void => {
      gate.open(start);
      if (mounted.current) setPrerollOver(true);
    };
    // Asked once the effect is over, as an answer from outside would come.
    void Promise.resolve()
      .then(() => (prerollSlot && prerollUrl ? runBreak(prerollSlot, prerollUrl, false) : 'play'))
      .then((answer) => over(answer === 'play'));
  }, [viewerKnown, prerollSlot, prerollUrl, gate, runBreak]);

  // The mid-rolls: a break when playback crosses a point it has not played, forward by playing or seeking.
  // Where playback was and what it played outlive an engine (a retry carries on from where it got).
  const midrollSlot = live ? undefined : plan.midroll?.slot;
  const midrollUrl = live ? undefined : plan.midroll?.url;
  const last = useRef(startAt);
  const played = useRef<Set<number> | null>(null);
  const inBreak = useRef(false);
  // The engine playing now: a break resumes the engine it paused only if that one still plays the content.
  const playing = useRef(engine);
  useEffect(() => {
    playing.current = engine;
    return () => {
      playing.current = null;
    };
  }, [engine]);
  useEffect(() => {
    if (!engine || !midrollSlot || !midrollUrl) return undefined;
    const points = midrollPoints(duration > 0 ? duration : engine.duration);
    const done = (played.current ??= new Set(passedAtStart(points, startAt)));
    return engine.on('timeupdate', ({ currentTime }) => {
      // Only playback counts: a seek while paused is judged once playback goes on from there.
      if (inBreak.current || engine.paused) return;
      const point = crossedPoint(points, done, last.current, currentTime);
      last.current = currentTime;
      if (point === null) return;
      for (const crossed of points) if (crossed <= point) done.add(crossed);
      inBreak.current = true;
      const resumeAt = engine.currentTime;
      engine.pause();
      void runBreak(midrollSlot, midrollUrl, engine.muted).then((answer) => {
        inBreak.current = false;
        if (playing.current !== engine) return;
        // The ad played in a video of its own; the content's engine is where it was, unless it drifted.
        if (Math.abs(engine.currentTime - resumeAt) > 0.5) engine.seek(resumeAt);
        if (answer === 'play') engine.play().catch(() => undefined);
      });
    });
  }, [engine, midrollSlot, midrollUrl, startAt, duration, runBreak]);

  const finish = useCallback(() => adOver.current?.(), []);
  const answerBlocker = useCallback((answer: BlockerAnswer) => blockerAnswered.current?.(answer), []);
  const command = useCallback((shortcut: PlayerCommand) => {
    if (shortcut === 'toggle-play') controlsRef.current?.togglePlay();
    else if (shortcut === 'toggle-mute') controlsRef.current?.toggleMute();
  }, []);

  return {
    active: !prerollOver || phase.kind !== 'idle',
    waiting: phase.kind === 'waiting' || (!prerollOver && phase.kind === 'idle'),
    current: phase.kind === 'playing' ? { ad: phase.ad, slot: phase.slot, muted: phase.muted } : null,
    blocker: phase.kind === 'blocked',
    finish,
    answerBlocker,
    controlsRef,
    command,
  };
}
