import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import type { AdBreakProps } from './AdBreak';
import type { AdBreaks, BlockerAnswer } from './useAdBreaks';

interface NoticeProps {
  onAnswer: (answer: BlockerAnswer) => void;
}

/** In place of a piece that could not be loaded: the break is over, and the content plays. */
function GiveWay({ onDone }: { onDone: () => void }): ReactNode {
  useEffect(onDone, [onDone]);
  return null;
}

// The ad's player and the ad-blocker popup load with the VAST reader (ads-context.ts), when a break is due.
const AdBreak = lazy<ComponentType<AdBreakProps>>(() =>
  import(/* webpackChunkName: "breaks" */ './AdBreak').then(
    (module) => ({ default: module.AdBreak }),
    () => ({ default: ({ onEnd }: AdBreakProps) => <GiveWay onDone={onEnd} /> }),
  ),
);
const AdBlockNotice = lazy<ComponentType<NoticeProps>>(() =>
  import(/* webpackChunkName: "breaks" */ './AdBlockNotice').then(
    (module) => ({ default: module.AdBlockNotice }),
    () => ({ default: ({ onAnswer }: NoticeProps) => <GiveWay onDone={() => onAnswer('play')} /> }),
  ),
);

/** What an ad break shows over the content: the ad playing, or the ad-blocker popup. */
export function AdLayer({ breaks }: { breaks: AdBreaks }): ReactNode {
  const { current } = breaks;
  if (current) {
    return (
      <Suspense fallback={null}>
        <AdBreak
          ad={current.ad}
          muted={current.muted}
          onEnd={breaks.finish}
          controlsRef={breaks.controlsRef}
        />
      </Suspense>
    );
  }
  if (breaks.blocker) {
    return (
      <Suspense fallback={null}>
        <AdBlockNotice onAnswer={breaks.answerBlocker} />
      </Suspense>
    );
  }
  return null;
}
