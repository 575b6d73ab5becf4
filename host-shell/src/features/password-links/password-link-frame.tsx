import { Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { isPlainClick, SIGN_IN_PATH } from '../login/sign-in-address';

export interface PasswordLinkFrameProps {
  /** The page's one heading, and the browser tab's title. */
  title: string;
  children: ReactNode;
  /** Opens the sign-in page in place of a page load. */
  onOpenSignIn: () => void;
}

/** The password-link pages stand alone like the sign-in page: a card in the middle, a way back to Sign In. */
export function PasswordLinkFrame({ title, children, onOpenSignIn }: PasswordLinkFrameProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  function openSignIn(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpenSignIn();
  }

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Anchor href={SIGN_IN_PATH} onClick={openSignIn} size="sm" ta="center">
            Back to Sign In
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
