import { Button, Card, Center, PasswordInput, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AccessSession, ApiProblem } from 'shared-rules';
import { FormRefusal, SESSION_REQUEST_HEADERS, signedIn, useAppDispatch } from 'shared-ui';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** Sign-in for a standalone remote: pick a demo user, sign in against services. */
export function HarnessLogin({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState<string>(DEMO_ACCOUNTS[0].email);
  const [password, setPassword] = useState(DEMO_PASSWORD);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...SESSION_REQUEST_HEADERS },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) {
        const problem = (await response.json().catch(() => null)) as ApiProblem | null;
        setError(problem?.detail ?? `Sign-in failed (${response.status}). Is services running on port 4000?`);
        return;
      }
      dispatch(signedIn((await response.json()) as AccessSession));
    } catch {
      setError('Services cannot be reached. Start them with `npm run dev -w services`.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Center mih="100vh" bg="gray.0">
      <Card component="form" onSubmit={submit} withBorder shadow="sm" radius="md" p="xl" w={420}>
        <Stack>
          <div>
            <Title order={2}>{title}</Title>
            <Text c="dimmed" size="sm">
              Standalone harness — sign in as a demo user
            </Text>
          </div>
          <FormRefusal refusal={error} />
          <Select
            label="Demo user"
            data={DEMO_ACCOUNTS.map((account) => ({ value: account.email, label: `${account.email} — ${account.label}` }))}
            value={email}
            onChange={(value) => value && setEmail(value)}
            allowDeselect={false}
          />
          <PasswordInput label="Password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
          <Button type="submit" loading={pending}>
            Sign in
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
