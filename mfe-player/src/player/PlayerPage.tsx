import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { Media } from '@palco/contracts';
import { type ApiError, Spinner, usePageTitle, useSession, useTranslation } from '@palco/shared';
import { adPlanFor } from '../ads/ad-policy';
import { useMedia } from '../api/media';
import { usePlayerSettings } from '../api/player-settings';
import {
  nowInSeconds,
  type Playable,
  type PlaybackProblem,
  problemFromError,
} from '../playback/playback-problem';
import { ContentText } from '@palco/shared';
import { sessionInfo } from '../media-session/session-info';
import { PlaybackProblemView } from './PlaybackProblemView';
import { PlayerScreen, type PlayerScreenProps } from './PlayerScreen';
import { StatusScreen } from './StatusScreen';
import { TimeLimitReached } from '../limits/TimeLimitReached';
import { StreamLimitReached } from '../streams/StreamLimitReached';
import { useStreamSlot } from '../streams/useStreamSlot';

type Playback = Pick<
  PlayerScreenProps,
  'startAt' | 'progressItemId' | 'fallbackDuration' | 'marks' | 'nextUp'
>;

const withoutMedia = ({ media_id }: Playable): PlaybackProblem | null =>
  media_id === null ? { kind: 'no-media' } : null;
const fromTheStart = (): Playback => ({ startAt: 0, progressItemId: null, fallbackDuration: 0 });

export interface PlayerPageProps<Subject extends Playable> {
  /** The item or channel to play, as its SWR hook gives it; once loaded, its dates date a 301. */
  subject: SWRResponse<Subject, ApiError>;
  /** The item or channel's name for the browser tab, and for the title bar unless `heading` is given. */
  title: string | undefined;
  /** The title bar's heading when it is more than the API's name (an episode's series and numbers). */
  heading?: ReactNode;
  /** Beside the title bar's heading while the player plays (a channel's programme on air). */
  titleAside?: ReactNode;
  live?: boolean;
  /** What stops a loaded subject before its media is asked for; by default, having no media. */
  problemWith?: (subject: Subject, nowSeconds: number) => PlaybackProblem | null;
  /** Where playback starts and which progress is kept; by default from the start, keeping none. */
  playback?: (subject: Subject, media: Media) => Playback;
}

/**
 * A player page's steps: the item or channel, then its media and the player settings (a spinner
 * meanwhile), then the player; or why nothing plays, as soon as a call fails or the subject cannot play.
 */
export function PlayerPage<Subject extends Playable>({
  subject,
  title,
  heading,
  titleAside,
  live = false,
  problemWith = withoutMedia,
  playback = fromTheStart,
}: PlayerPageProps<Subject>): ReactNode {
  // The tab names what plays once it is known; until then the shell's "Reprodução" or "Em direto".
  usePageTitle(title);
  // The name comes from the API, in Portuguese whatever the interface's language.
  const shownTitle = heading ?? (title ? <ContentText>{title}</ContentText> : undefined);
  const now = nowInSeconds();
  const subjectProblem = subject.data ? problemWith(subject.data, now) : null;
  const media = useMedia(subject.data && !subjectProblem ? subject.data.media_id : null);
  const settings = usePlayerSettings();
  const { t } = useTranslation();
  // The profile's languages choose the tracks; a visitor (no profile) gets the stream's audio, no subtitles.
  const audioLanguage = useSession((state) => state.profile?.audio_language ?? null);
  const subtitleLanguage = useSession((state) => state.profile?.subtitle_language ?? null);

  const error = subject.error ?? media.error;
  const problem = error ? problemFromError(error, subject.data, now) : subjectProblem;
  // The media kept while a sign-in asks again is the same title's; another title's never plays here.
  const current = media.data && media.data.id === subject.data?.media_id ? media.data : undefined;
  // A live channel holds a slot among the account's simultaneous streams while it plays.
  const slot = useStreamSlot(live && !problem && current ? current.id : null);
  if (problem?.kind === 'time-limit') return <TimeLimitReached title={shownTitle} live={live} />;
  if (problem) return <PlaybackProblemView problem={problem} title={shownTitle} live={live} />;
  // Refused, the player goes (and its engine with the stream's source); a slot counted brings it back.
  if (slot.refused) return <StreamLimitReached title={shownTitle} slot={slot} />;
  if (!subject.data || !current || !settings) {
    return (
      <StatusScreen title={shownTitle} live={live}>
        <Spinner />
      </StatusScreen>
    );
  }
  return (
    <PlayerScreen
      // A viewer who signs in to a plan plays without limits: a new playback. A refreshed address is not.
      key={`${current.id}:${current.allowance ? 'limited' : 'open'}`}
      mediaId={current.id}
      allowance={current.allowance ?? null}
      title={shownTitle}
      titleAside={titleAside}
      source={current}
      licenseKey={settings.bitmovin_license_key}
      breakLimits={{ vod: settings.vod_break_limit, live: settings.live_break_limit }}
      adPlan={adPlanFor(settings, live ? 'live' : 'vod', false)}
      live={live}
      languages={{ audioLanguage, subtitleLanguage }}
      mediaSession={sessionInfo(subject.data, live, t)}
      refreshSource={() => media.mutate()}
      {...playback(subject.data, current)}
    />
  );
}
