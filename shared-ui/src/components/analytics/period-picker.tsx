import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from 'shared-rules';
import { CalendarDateInput } from '../../fields/calendar-date-input';
import {
  type AnalyticsView,
  customRangeProblem,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  type PeriodPreset,
  type PeriodQuery,
} from './analytics-period';

export interface PeriodPickerProps {
  view: AnalyticsView;
  /** The days asked for now (null while a custom period is incomplete). */
  query: PeriodQuery | null;
  /** What the days are counted by, said after the period ("Days are counted in UTC, as searches are recorded."). */
  note: string;
  onChange: (view: AnalyticsView) => void;
}

const dayText = (day: string) => formatCalendarDate(day) ?? day;

/** Last 7, 30 or 90 days, or a custom from–to period (both days included, at most 366 days). */
export function PeriodPicker({ view, query, note, onChange }: PeriodPickerProps) {
  const problem = view.preset === 'custom' ? customRangeProblem(view.from, view.to) : null;
  const choose = (preset: PeriodPreset) =>
    // A custom period starts from the days shown, so only the day to change needs changing.
    onChange(preset === 'custom' ? { preset, from: query?.from ?? view.from, to: query?.to ?? view.to } : { preset, from: '', to: '' });

  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Period"
          data={PERIOD_PRESETS.map((preset) => ({ value: preset, label: PERIOD_LABELS[preset] }))}
          value={view.preset}
          onChange={(value) => choose(PERIOD_PRESETS.find((preset) => preset === value) ?? view.preset)}
        />
        {view.preset === 'custom' && (
          <Group gap="sm" align="flex-start">
            <CalendarDateInput label="From" required value={view.from} onChange={(day) => onChange({ ...view, from: day ?? '' })} />
            <CalendarDateInput
              label="To"
              required
              value={view.to}
              error={problem}
              onChange={(day) => onChange({ ...view, to: day ?? '' })}
            />
          </Group>
        )}
      </Group>
      {query && (
        <Text size="sm" c="dimmed">
          {dayText(query.from)} to {dayText(query.to)}, both included. {note}
        </Text>
      )}
    </Stack>
  );
}
