import { Box, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatCalendarDate } from 'shared-rules';
import type { KnowledgeAnalyticsData } from '../../api/get-knowledge-analytics';
import { countLabel } from '../../state/knowledge-labels';

type SearchDay = KnowledgeAnalyticsData['searchesByDay'][number];

/** Width of one day in the chart's own units (the SVG stretches to the page's width). */
const DAY_WIDTH = 10;
const HEIGHT = 100;
// Shades 7 and 8: bars need 3:1 against the page (WCAG 1.4.11); orange 6 gives only 2.6:1 on white.
const FOUND_COLOR = 'var(--mantine-color-blue-7)';
const NOTHING_COLOR = 'var(--mantine-color-orange-8)';

const dayText = (day: string) => formatCalendarDate(day) ?? day;

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={12} h={12} style={{ background: color, borderRadius: 2 }} aria-hidden />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

function DaysTable({ days }: { days: SearchDay[] }) {
  return (
    <Table aria-label="Searches per day" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Day</Table.Th>
          <Table.Th>Searches</Table.Th>
          <Table.Th>Without results</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.day}>
            <Table.Td>{dayText(day.day)}</Table.Td>
            <Table.Td>{countLabel(day.searches)}</Table.Td>
            <Table.Td>{countLabel(day.withoutResults)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Searches per day as bars, the part that found nothing in a second colour. The drawing is for
 * the eye only (hidden from assistive technology); the same numbers are in a table that screen
 * readers always reach and anyone can show.
 */
export function SearchesChart({ days }: { days: SearchDay[] }) {
  const [tableShown, setTableShown] = useState(false);
  const most = Math.max(1, ...days.map((day) => day.searches));
  const scale = (count: number) => (count / most) * HEIGHT;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="md">
          <Swatch color={FOUND_COLOR} label="Found results" />
          <Swatch color={NOTHING_COLOR} label="Found nothing" />
        </Group>
        <Button size="xs" variant="subtle" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide the numbers' : 'Show the numbers'}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-hidden>
        {countLabel(most)} searches
      </Text>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${Math.max(1, days.length) * DAY_WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={160}
        style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {days.map((day, index) => (
          <g key={day.day}>
            <title>{`${dayText(day.day)}: ${countLabel(day.searches)} searches, ${countLabel(day.withoutResults)} without results`}</title>
            <rect
              x={index * DAY_WIDTH + 1}
              width={DAY_WIDTH - 2}
              y={HEIGHT - scale(day.searches)}
              height={scale(day.searches - day.withoutResults)}
              style={{ fill: FOUND_COLOR }}
            />
            <rect
              x={index * DAY_WIDTH + 1}
              width={DAY_WIDTH - 2}
              y={HEIGHT - scale(day.withoutResults)}
              height={scale(day.withoutResults)}
              style={{ fill: NOTHING_COLOR }}
            />
          </g>
        ))}
      </svg>
      {days.length > 0 && (
        <Group justify="space-between" aria-hidden>
          <Text size="xs" c="dimmed">
            {dayText(days[0].day)}
          </Text>
          <Text size="xs" c="dimmed">
            {dayText(days[days.length - 1].day)}
          </Text>
        </Group>
      )}
      {tableShown ? (
        <DaysTable days={days} />
      ) : (
        <VisuallyHidden>
          <DaysTable days={days} />
        </VisuallyHidden>
      )}
    </Stack>
  );
}
