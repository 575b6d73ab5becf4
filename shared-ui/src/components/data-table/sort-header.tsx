import { Text, UnstyledButton } from '@mantine/core';
import type { SortDirection } from './data-table-types';

const ARROWS: Record<SortDirection | 'none', string> = { asc: '▲', desc: '▼', none: '↕' };

export interface SortHeaderProps {
  title: string;
  /** The direction the rows are sorted in by this column, or null when another column orders them. */
  direction: SortDirection | null;
  onSort: () => void;
}

/**
 * A sortable column's title: a button inside the header cell, so the cell stays a column header
 * (with `aria-sort`) for screen readers. The arrow is for the eye only.
 */
export function SortHeader({ title, direction, onSort }: SortHeaderProps) {
  return (
    <UnstyledButton onClick={onSort} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {title}
      <Text span aria-hidden c={direction ? undefined : 'dimmed'} ml={4} fz="xs">
        {ARROWS[direction ?? 'none']}
      </Text>
    </UnstyledButton>
  );
}
