import { Alert, Button, CopyButton, Group, List, Text } from '@mantine/core';

/** The recovery codes, shown once when two-step sign-in is turned on: copy, download, then done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert color="green" title="Two-step sign-in is on">
      <Text size="sm">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose the app. They are not shown
        again.
      </Text>
      <List
        size="sm"
        mt="sm"
        spacing={2}
        aria-label="Recovery codes"
        styles={{ item: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs" mt="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="light" onClick={download}>
          Download the codes
        </Button>
        <Button size="xs" onClick={onDone}>
          I have saved them
        </Button>
      </Group>
    </Alert>
  );
}
