import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatInstantDateTime, type FieldDefinition, type FormFieldPresentation } from 'shared-rules';
import { type ConflictResolution, chooseAll, chooseConflict, unresolvedCount } from '../state/conflict-resolution';
import { displayFieldValue } from '../state/field-values';
import { plural } from '../state/save-readiness';

export interface ConflictPanelProps {
  resolution: ConflictResolution;
  definitions: ReadonlyMap<string, FieldDefinition>;
  presentation: FormFieldPresentation;
  saving: boolean;
  onChange: (resolution: ConflictResolution) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * A save refused because another user changed some of the same fields meanwhile (409): each
 * field with both values and who changed it when, "Keep mine" or "Take theirs" for each, then a
 * save against the version stored now. The other changes of the form are saved with it.
 */
export function ConflictPanel({ resolution, definitions, presentation, saving, onChange, onSave, onCancel }: ConflictPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Save is pressed in the sticky bar, perhaps far down the tab: the panel comes into view with focus on its heading.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus();
  }, []);
  const open = unresolvedCount(resolution);
  const count = resolution.conflicts.length;
  return (
    <Paper component="section" aria-labelledby="loan-data-conflicts-title" withBorder radius="md" p="md" bg="orange.0">
      <Stack gap="md">
        <div>
          <Title order={3} fz="h4" id="loan-data-conflicts-title" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            Another user changed {count === 1 ? 'a field' : 'fields'} you changed
          </Title>
          <Text size="sm">
            Your changes were not saved. For {count === 1 ? 'this field' : `each of these ${count} fields`}, keep your value or take theirs,
            then save again. Your other changes are saved with it.
          </Text>
        </div>
        {resolution.conflicts.map((conflict) => {
          const definition = definitions.get(conflict.fieldId);
          const label = presentation.labels[conflict.fieldId] ?? definition?.description ?? conflict.fieldId;
          const changedAt = formatInstantDateTime(conflict.changedAt) ?? conflict.changedAt;
          return (
            <Paper key={conflict.fieldId} withBorder radius="sm" p="sm" component="article" aria-label={label}>
              <Text fw={600} size="sm">
                {label}{' '}
                <Text span size="xs" c="dimmed">
                  ({conflict.fieldId})
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                <Text size="sm">
                  Your value: <strong>{displayFieldValue(definition, conflict.yours)}</strong>
                </Text>
                <Text size="sm">
                  Their value: <strong>{displayFieldValue(definition, conflict.theirs)}</strong>
                  <Text span size="xs" c="dimmed" display="block">
                    Changed by {conflict.changedBy.name} on {changedAt}
                  </Text>
                </Text>
              </SimpleGrid>
              <Radio.Group
                mt="xs"
                aria-label={`Value to keep for ${label}`}
                value={resolution.choices[conflict.fieldId] ?? null}
                onChange={(choice) => onChange(chooseConflict(resolution, conflict.fieldId, choice === 'theirs' ? 'theirs' : 'mine'))}
              >
                <Group gap="lg">
                  <Radio value="mine" label="Keep mine" />
                  <Radio value="theirs" label="Take theirs" />
                </Group>
              </Radio.Group>
            </Paper>
          );
        })}
        {open > 0 && (
          <Alert color="gray" variant="light" p="xs">
            <Text size="sm">{plural(open, 'field still needs a choice.', 'fields still need a choice.')}</Text>
          </Alert>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => onChange(chooseAll(resolution, 'mine'))} disabled={saving}>
              Keep all mine
            </Button>
            <Button variant="default" size="xs" onClick={() => onChange(chooseAll(resolution, 'theirs'))} disabled={saving}>
              Take all theirs
            </Button>
          </Group>
          <Group gap="xs">
            <Button variant="subtle" onClick={onCancel} disabled={saving}>
              Decide later
            </Button>
            <Button onClick={onSave} disabled={open > 0} loading={saving}>
              Save again
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
