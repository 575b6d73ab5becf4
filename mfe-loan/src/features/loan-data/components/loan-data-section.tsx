import { Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { ExpandedSection } from 'shared-rules';
import { LoanDataField } from './loan-data-field';

/** A row's fields side by side (the layout's rows hold up to five), as many as fit; narrow screens stack them. */
const ROW_STYLE = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))', gap: 'var(--mantine-spacing-md)' };

function FieldRows({ rows }: { rows: readonly string[][] }) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <div key={row.join(' ')} style={ROW_STYLE}>
          {row.map((fieldId) => (
            <LoanDataField key={fieldId} fieldId={fieldId} />
          ))}
        </div>
      ))}
    </Stack>
  );
}

export interface LoanDataSectionProps {
  section: ExpandedSection;
  /** The pair this section may remove (the first section of each pair, when the loan has more than one); null otherwise. */
  removablePair: number | null;
  /** Why pairs cannot be added or removed right now, or null. */
  pairChangeBlocked: boolean;
  onRemovePair: (pair: number) => void;
}

/**
 * One section of a loan-data tab: a heading, what it asks for, and its fields as a named group,
 * row by row; a section of repeated blocks (assets, liabilities) groups each block under its own heading.
 */
export const LoanDataSection = memo(function LoanDataSection({
  section,
  removablePair,
  pairChangeBlocked,
  onRemovePair,
}: LoanDataSectionProps) {
  const titleId = `${section.id}-title`;
  return (
    <Paper component="section" aria-labelledby={titleId} id={section.id} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <div>
          <Title order={3} fz="h4" id={titleId}>
            {section.title}
          </Title>
          {section.description && (
            <Text size="sm" c="dimmed">
              {section.description}
            </Text>
          )}
        </div>
        {removablePair !== null && (
          <Button variant="subtle" color="red" size="xs" disabled={pairChangeBlocked} onClick={() => onRemovePair(removablePair)}>
            Remove borrower pair {removablePair}
          </Button>
        )}
      </Group>
      {section.blocks ? (
        <Stack gap="md">
          {section.blocks.map((block) => {
            const blockTitleId = `${section.id}-block-${block.instance}-title`;
            return (
              <Fieldset key={block.instance} variant="unstyled" aria-labelledby={blockTitleId}>
                <Title order={4} fz="sm" id={blockTitleId} mb={4}>
                  {block.title}
                </Title>
                <FieldRows rows={block.rows} />
              </Fieldset>
            );
          })}
        </Stack>
      ) : (
        <Fieldset variant="unstyled" aria-labelledby={titleId}>
          <FieldRows rows={section.rows} />
        </Fieldset>
      )}
    </Paper>
  );
});
