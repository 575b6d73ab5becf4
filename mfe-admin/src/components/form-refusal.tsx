import { Alert } from '@mantine/core';

/** Why the services refused a form as a whole (its fields' refusals show under them); nothing when none. */
export function FormRefusal({ title, refusal }: { title: string; refusal: string | null | undefined }) {
  if (!refusal) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {refusal}
    </Alert>
  );
}
