import { Box, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatInstantDateTime, type SettingAuditEntry } from 'shared-rules';
import { jsonLineDiff, type DiffLine } from './json-line-diff';
import { settingPageOf } from './setting-page-of';

const MARKS = {
  removed: { sign: '-', colour: 'var(--mantine-color-red-light)' },
  added: { sign: '+', colour: 'var(--mantine-color-green-light)' },
};

function ValueColumn({ heading, lines, kind }: { heading: string; lines: DiffLine[]; kind: keyof typeof MARKS }) {
  const mark = MARKS[kind];
  return (
    <Stack gap={4} miw={0}>
      <Title order={3} fz="sm">
        {heading}
      </Title>
      <Box
        component="pre"
        aria-label={heading}
        m={0}
        p="xs"
        fz="xs"
        bg="var(--mantine-color-default-hover)"
        style={{ overflowX: 'auto', fontFamily: 'var(--mantine-font-family-monospace)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        {lines.map((line) => (
          <Box
            component="span"
            key={line.number}
            display="block"
            style={{ background: line.changed ? mark.colour : undefined, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {/* The sign says what the colour says, for those who cannot see it. */}
            {line.changed ? mark.sign : ' '} {line.text}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

export interface SettingChangeDrawerProps {
  entry: SettingAuditEntry | null;
  onClose: () => void;
}

/** One change of a setting: who made it, when, and its value before and after, line by line. */
export function SettingChangeDrawer({ entry, onClose }: SettingChangeDrawerProps) {
  const diff = entry ? jsonLineDiff(entry.oldValue ?? undefined, entry.newValue) : null;
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={entry ? `Change to ${settingPageOf(entry.key).label}` : 'Change'}
      closeButtonProps={{ 'aria-label': 'Close change' }}
    >
      {entry && diff && (
        <Stack gap="md">
          <Group gap="lg">
            <Text size="sm">
              <Text span c="dimmed">
                When:{' '}
              </Text>
              {formatInstantDateTime(entry.changedAt, { seconds: true }) ?? entry.changedAt}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Who:{' '}
              </Text>
              {entry.changedBy.name}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Version:{' '}
              </Text>
              {entry.version}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ValueColumn heading="Before" lines={diff.before} kind="removed" />
            <ValueColumn heading="After" lines={diff.after} kind="added" />
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
}
