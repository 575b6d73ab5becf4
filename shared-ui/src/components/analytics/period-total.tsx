import { Paper, Text } from '@mantine/core';

export interface PeriodTotalProps {
  label: string;
  /** The figure, already written for reading (`countLabel`, `percentLabel`). */
  value: string;
  /** What the figure counts, in one line. */
  note: string;
}

/** One total of an analytics period, a term and its description inside the totals' `<dl>`. */
export function PeriodTotal({ label, value, note }: PeriodTotalProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz={28} fw={700} m={0}>
        {value}
      </Text>
      <Text component="dd" size="xs" c="dimmed" m={0}>
        {note}
      </Text>
    </Paper>
  );
}
