import { type ReactNode, useCallback, useMemo } from 'react';
import { isFeatureOn, useSettings } from '@palco/shared';
import { useNow } from '../../../hooks/use-now';
import { setQueryParam, useQueryParam } from '../../../hooks/page-location';
import { chosenDay, guideDays } from '../utils/guide-days';
import { lisbonDate, toSeconds } from '../utils/guide-range';
import { DayPicker } from './DayPicker';
import { GuideSchedule } from './GuideSchedule';

/** Often enough for the now marker to creep along, rarely enough to cost nothing. */
const TICK_MS = 30_000;
/** The address's query key for the chosen day, `?dia=YYYY-MM-DD`, so a reload or a shared link keeps it. */
export const DAY_PARAM = 'dia';

/** The guide itself: the day picker and the chosen day's schedule, the day kept in the address. */
export function GuideView(): ReactNode {
  const settings = useSettings();
  const pastAsVod = isFeatureOn(settings, 'past_epg_as_vod');
  const nowSeconds = toSeconds(useNow(TICK_MS));
  const today = lisbonDate(nowSeconds);
  const days = useMemo(
    () => guideDays(today, settings.epg_past_days, settings.epg_future_days),
    [today, settings.epg_past_days, settings.epg_future_days],
  );
  const day = chosenDay(useQueryParam(DAY_PARAM), days, today);
  // A new entry of the browser's history, so back returns to the day seen before.
  const choose = useCallback((date: string) => setQueryParam(DAY_PARAM, date, 'push'), []);

  return (
    <>
      <DayPicker days={days} today={today} selected={day} onChoose={choose} />
      <GuideSchedule
        day={day}
        today={today}
        nowSeconds={nowSeconds}
        pastAsVod={pastAsVod}
        onToday={() => choose(today)}
      />
    </>
  );
}
