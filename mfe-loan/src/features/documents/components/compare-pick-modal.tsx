import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { LoanAttachment } from 'shared-rules';

export interface ComparePickModalProps {
  attachment: LoanAttachment;
  /** The loan's other PDFs. */
  candidates: LoanAttachment[];
  onCompare: (other: LoanAttachment) => void;
  onClose: () => void;
}

/** Picks the PDF to show beside this one in the viewer (a new statement beside the rejected one, say). */
export function ComparePickModal({ attachment, candidates, onCompare, onClose }: ComparePickModalProps) {
  const [otherId, setOtherId] = useState<string | null>(candidates[0]?.id ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const other = candidates.find((candidate) => candidate.id === otherId);
    if (other) onCompare(other);
  };
  return (
    <Modal opened onClose={onClose} title={`Compare "${attachment.title}"`} centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Select
            label="Compare with"
            data={candidates.map((candidate) => ({ value: candidate.id, label: `${candidate.title} (${candidate.fileName})` }))}
            value={otherId}
            onChange={setOtherId}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={otherId === null}>
              Compare side by side
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
