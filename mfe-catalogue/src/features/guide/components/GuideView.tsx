import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isFeatureOn, useSettings } from '@palco/shared';
import { useNow } from '../../../hooks/use-now';
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
  const [params, setParams] = useSearchParams();
  const day = chosenDay(params.get(DAY_PARAM), days, today);
  const choose = useCallback(
    (date: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(DAY_PARAM, date);
        return next;
      }),
    [setParams],
  );

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
