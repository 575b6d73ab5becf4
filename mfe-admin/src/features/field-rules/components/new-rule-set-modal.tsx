import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** What services take as an id (IdString): letters, digits and `_ . : -`, up to 64 characters. */
const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export interface NewRuleSetModalProps {
  opened: boolean;
  takenIds: ReadonlySet<string>;
  onCancel: () => void;
  onCreate: (id: string) => void;
}

/** Problem with a new rule set's id, or null. */
export function newRuleSetIdProblem(id: string, taken: ReadonlySet<string>): string | null {
  if (id === '') return 'Give the rule set an id';
  if (!ID_PATTERN.test(id)) return 'Use up to 64 letters, digits, dots, colons, dashes or underscores';
  return taken.has(id) ? 'A rule set with this id exists already' : null;
}

/** Asks for the id of a new rule set (it never changes once saved), then opens the editor on it. */
export function NewRuleSetModal({ opened, takenIds, onCancel, onCreate }: NewRuleSetModalProps) {
  const [id, setId] = useState('rs-');
  const [touched, setTouched] = useState(false);
  const problem = newRuleSetIdProblem(id.trim(), takenIds);
  const create = () => {
    setTouched(true);
    if (problem === null) onCreate(id.trim());
  };
  return (
    <Modal opened={opened} onClose={onCancel} title="New rule set" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">The id names the rule set in the history and cannot be changed later; the name can.</Text>
        <TextInput
          label="Rule set id"
          required
          data-autofocus
          value={id}
          maxLength={64}
          error={touched ? problem : null}
          onChange={(event) => setId(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') create();
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={create}>Create</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
