import { Box, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatCalendarDate } from 'shared-rules';
import { countLabel } from '../../../knowledge-admin/state/knowledge-labels';
import type { ChatAdminOverviewData } from '../../api/get-chat-admin-overview';

type QuestionDay = ChatAdminOverviewData['questionsByDay'][number];

/** Width of one day in the chart's own units (the SVG stretches to the page's width). */
const DAY_WIDTH = 10;
const HEIGHT = 100;
// Shade 7: bars need 3:1 against the page (WCAG 1.4.11).
const BAR_COLOR = 'var(--mantine-color-blue-7)';

const dayText = (day: string) => formatCalendarDate(day) ?? day;

function DaysTable({ days }: { days: QuestionDay[] }) {
  return (
    <Table aria-label="Questions per day" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Day</Table.Th>
          <Table.Th>Questions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.day}>
            <Table.Td>{dayText(day.day)}</Table.Td>
            <Table.Td>{countLabel(day.questions)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Questions per day as bars. The drawing is for the eye only (hidden from assistive technology);
 * the same numbers are in a table that screen readers always reach and anyone can show.
 */
export function QuestionsChart({ days }: { days: QuestionDay[] }) {
  const [tableShown, setTableShown] = useState(false);
  if (days.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No questions in this period.
      </Text>
    );
  }
  const most = Math.max(1, ...days.map((day) => day.questions));
  const scale = (count: number) => (count / most) * HEIGHT;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Box w={12} h={12} style={{ background: BAR_COLOR, borderRadius: 2 }} aria-hidden />
          <Text size="xs">Questions</Text>
        </Group>
        <Button size="xs" variant="subtle" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide the numbers' : 'Show the numbers'}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-hidden>
        {countLabel(most)} questions
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
        {days.map((day, index) => (
          <g key={day.day}>
            <title>{`${dayText(day.day)}: ${countLabel(day.questions)} questions`}</title>
            <rect
              x={index * DAY_WIDTH + 1}
              width={DAY_WIDTH - 2}
              y={HEIGHT - scale(day.questions)}
              height={scale(day.questions)}
              style={{ fill: BAR_COLOR }}
            />
          </g>
        ))}
      </svg>
      <Group justify="space-between" aria-hidden>
        <Text size="xs" c="dimmed">
          {dayText(days[0].day)}
        </Text>
        <Text size="xs" c="dimmed">
          {dayText(days[days.length - 1].day)}
        </Text>
      </Group>
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
