import {
  type DialogHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { TrailerAdBreakProps } from '@palco/contracts';
import { Spinner, useSession, useTranslation } from '@palco/shared';
import { usePlayerSettings } from '../api/player-settings';
import { type AdPlan, adPlanFor } from './ad-policy';
import { AdLayer } from './AdLayer';
import * as styles from './TrailerAdBreak.module.css';
import { createPrerollGate, useAdBreaks } from './useAdBreaks';

/**
 * The host's dialog is a React ancestor of the ad-blocker popup (a modal of its own): React hands a
 * dialog's `cancel` and `close` to every ancestor element with a handler, so an Escape that answers the
 * popup would close the host's dialog with it. They stop at the frame (React types them for dialogs only).
 * shared's `Modal` ignores its children's since 1.8.1, but this remote declares ^1.8.0 and may run in a page
 * whose shell provides 1.8.0, so the frame keeps them in itself.
 */
const keepInside = (event: SyntheticEvent): void => event.stopPropagation();
const keepDialogEventsInside: Pick<DialogHTMLAttributes<HTMLDivElement>, 'onCancel' | 'onClose'> = {
  onCancel: keepInside,
  onClose: keepInside,
};

function WaitingFrame(): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <Spinner label={t('PLAYER_TRAILER_AD_WAIT')} />
    </div>
  );
}

/** The trailer's pre-roll, by the player's own ad breaks: the one break, with no content underneath. */
function TrailerPreroll({ plan, onDone }: { plan: AdPlan } & TrailerAdBreakProps): ReactNode {
  const { t } = useTranslation();
  const [gate] = useState(createPrerollGate);
  const breaks = useAdBreaks(null, { plan, live: false, startAt: 0, duration: 0, gate });
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // The gate opens once, when the break is over (or known to be none); a closed dialog hears nothing.
  useEffect(() => {
    let mounted = true;
    void gate.wait().then((start) => {
      if (mounted) done.current(start);
    });
    return () => {
      mounted = false;
    };
  }, [gate]);
  return (
    <div className={styles.frame} {...keepDialogEventsInside}>
      {breaks.waiting && <Spinner label={t('PLAYER_TRAILER_AD_WAIT')} />}
      <AdLayer breaks={breaks} />
    </div>
  );
}

/**
 * The ad before a trailer, exposed to the catalogue as `./trailer-ad-break` (contracts'
 * `TrailerAdBreakProps`): the trailer slot's pre-roll for visitors and free accounts while ads are on
 * (`adPlanFor`), with the player's ad UI and ad-blocker check; none, and no request, for a premium viewer.
 * It waits for the settings, then calls `onDone` once the trailer may start.
 */
export function TrailerAdBreak({ onDone }: TrailerAdBreakProps): ReactNode {
  const settings = usePlayerSettings();
  const premium = useSession((state) => state.account?.premium === true);
  if (!settings) return <WaitingFrame />;
  return <TrailerPreroll plan={adPlanFor(settings, 'trailer', premium)} onDone={onDone} />;
}
