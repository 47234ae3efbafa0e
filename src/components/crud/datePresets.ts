import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../providers';
import { DATE_PRESETS, type DatePreset } from '../../schemas/list-views';

/** Monday of the day's week (weeks start on Monday here, whatever the locale). */
const monday = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

/** The days a relative range covers, seen from `today`. */
export function presetRange(key: DatePreset, today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const d = today.startOf('day');
  switch (key) {
    case 'today':
      return [d, d];
    case 'thisWeek':
      return [monday(d), monday(d).add(6, 'day')];
    case 'nextWeek':
      return [monday(d).add(7, 'day'), monday(d).add(13, 'day')];
    case 'thisMonth':
      return [d.startOf('month'), d.endOf('month').startOf('day')];
    case 'last7Days':
      return [d.subtract(6, 'day'), d];
    case 'next7Days':
      return [d, d.add(6, 'day')];
  }
}

/** The relative range a pair of days is today, if any (the first in DATE_PRESETS' order). */
export function presetOf(start: Dayjs | null | undefined, end: Dayjs | null | undefined, today: Dayjs = dayjs()): DatePreset | undefined {
  if (!start || !end) return undefined;
  return DATE_PRESETS.find((k) => {
    const [a, b] = presetRange(k, today);
    return a.isSame(start, 'day') && b.isSame(end, 'day');
  });
}

/** The range picker's quick choices; a saved view keeps a range picked so as relative (docs/lists.md). */
export const rangePresets = () => DATE_PRESETS.map((k) => ({ label: t(`dates.${k}`), value: presetRange(k) }));
