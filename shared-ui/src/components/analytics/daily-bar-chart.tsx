import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { formatCalendarDate } from 'shared-rules';
import { DataTable } from '../data-table/data-table';

/** Width of one day in the chart's own units (the SVG stretches to the page's width). */
const DAY_WIDTH = 10;
const HEIGHT = 100;

/** A count of a day, by name: a stacked part of its bar, or a column of the table. */
export interface DailyCount<D> {
  label: string;
  value: (day: D) => number;
}

/** A stacked part of a day's bar. Its colour needs 3:1 against the page (WCAG 1.4.11): shade 7 or darker. */
export interface DailyBar<D> extends DailyCount<D> {
  color: string;
}

export interface DailyBarChartProps<D extends { day: string }> {
  days: D[];
  /** Stacked bottom to top; their sum is a day's bar. */
  bars: ReadonlyArray<DailyBar<D>>;
  /** The table's columns after the day (and the bars' tooltip). */
  columns: ReadonlyArray<DailyCount<D>>;
  /** What the tallest bar counts ("searches"), shown above the bars. */
  unit: string;
  /** The table's name ("Searches per day"). */
  tableLabel: string;
  /** Shown instead of the chart when there are no days. */
  emptyText: string;
}

/**
 * Out of sight, still read by screen readers, and wide enough for the table: in a one-pixel
 * visually hidden box the table would scroll, and a scrolling table takes a tab stop nobody sees.
 */
const OFF_SCREEN: CSSProperties = { position: 'absolute', left: -10_000, top: 'auto', width: 720 };

const dayText = (day: string) => formatCalendarDate(day) ?? day;
const countText = (count: number) => count.toLocaleString('en-US');

/**
 * Counts per day as stacked bars. The drawing is for the eye only (hidden from assistive
 * technology); the same numbers are in a table that screen readers always reach and anyone can show.
 */
export function DailyBarChart<D extends { day: string }>({ days, bars, columns, unit, tableLabel, emptyText }: DailyBarChartProps<D>) {
  const [tableShown, setTableShown] = useState(false);
  if (days.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  const totalOf = (day: D) => bars.reduce((sum, bar) => sum + bar.value(day), 0);
  const most = Math.max(1, ...days.map(totalOf));
  const scale = (count: number) => (count / most) * HEIGHT;
  const table = (
    <DataTable<D>
      label={tableLabel}
      records={days}
      rowKey={(day) => day.day}
      empty={emptyText}
      verticalSpacing={4}
      highlightOnHover={false}
      columns={[
        { key: 'day', title: 'Day', render: (day) => dayText(day.day) },
        ...columns.map((column) => ({ key: column.label, title: column.label, render: (day: D) => countText(column.value(day)) })),
      ]}
    />
  );
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="md">
          {bars.map((bar) => (
            <Group key={bar.label} gap={6} wrap="nowrap">
              <Box w={12} h={12} style={{ background: bar.color, borderRadius: 2 }} aria-hidden />
              <Text size="xs">{bar.label}</Text>
            </Group>
          ))}
        </Group>
        <Button size="xs" variant="subtle" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide the numbers' : 'Show the numbers'}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-hidden>
        {countText(most)} {unit}
      </Text>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${days.length * DAY_WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={160}
        style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {days.map((day, index) => {
          let below = 0;
          return (
            <g key={day.day}>
              <title>{`${dayText(day.day)}: ${columns.map((column) => `${countText(column.value(day))} ${column.label.toLowerCase()}`).join(', ')}`}</title>
              {bars.map((bar) => {
                below += bar.value(day);
                return (
                  <rect
                    key={bar.label}
                    x={index * DAY_WIDTH + 1}
                    width={DAY_WIDTH - 2}
                    y={HEIGHT - scale(below)}
                    height={scale(bar.value(day))}
                    style={{ fill: bar.color }}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
      <Group justify="space-between" aria-hidden>
        <Text size="xs" c="dimmed">
          {dayText(days[0].day)}
        </Text>
        <Text size="xs" c="dimmed">
          {dayText(days[days.length - 1].day)}
        </Text>
      </Group>
      {tableShown ? table : <Box style={OFF_SCREEN}>{table}</Box>}
    </Stack>
  );
}
