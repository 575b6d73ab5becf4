import { Button, Group } from '@mantine/core';
import { FormRefusal, problemMessage } from 'shared-ui';

export interface DialogFormEndProps {
  /** Says what did not happen, e.g. "The file was not moved". */
  failureTitle: string;
  /** The mutation's state: its error is shown as the server's problem detail. */
  request: { isError: boolean; isLoading: boolean; error?: unknown };
  submitLabel: string;
  submitDisabled?: boolean;
  onCancel: () => void;
}

/** The end of a documents dialog's form: the server's refusal, if any, then Cancel and submit. */
export function DialogFormEnd({ failureTitle, request, submitLabel, submitDisabled = false, onCancel }: DialogFormEndProps) {
  return (
    <>
      <FormRefusal title={failureTitle} refusal={request.isError ? problemMessage(request.error) : null} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitDisabled} loading={request.isLoading}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
