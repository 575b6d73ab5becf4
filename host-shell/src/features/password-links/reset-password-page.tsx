import { Alert, Stack, Text } from '@mantine/core';
import { formatInstantDateTime, PASSWORD_RESET_TEXTS, type PasswordResetLink } from 'shared-rules';
import { LoadErrorAlert, PageLoader } from 'shared-ui';
import { PasswordRules } from '../passwords/password-rules';
import { ChoosePasswordForm } from './choose-password-form';
import { useLinkToken } from './link-token';
import { PasswordLinkFrame } from './password-link-frame';
import { RequestLink } from './request-link';
import { useLinkCheck } from './use-link-check';

export interface ResetPasswordPageProps {
  /** Opens the sign-in page; `notice` is the message it shows there (the password just set). */
  onOpenSignIn: (notice?: string) => void;
}

const CHOOSE_TITLE = 'Choose your password';

function greetingOf({ purpose, firstName, email }: PasswordResetLink): string {
  return purpose === 'invite' ? `Welcome, ${firstName}: choose a password for ${email}` : `Choose a new password for ${email}`;
}

function LinkPage({ token, onOpenSignIn }: { token: string } & ResetPasswordPageProps) {
  const { check, retry, linkDied } = useLinkCheck(token);
  const openSignIn = () => onOpenSignIn();

  if (check.state === 'invalid') {
    return (
      <PasswordLinkFrame title="Ask for a new link" onOpenSignIn={openSignIn}>
        <RequestLink
          submitLabel="Send me a new link"
          intro={
            <Alert color="yellow" variant="light">
              {PASSWORD_RESET_TEXTS.linkInvalid}
            </Alert>
          }
        />
      </PasswordLinkFrame>
    );
  }
  if (check.state === 'checking') {
    return (
      <PasswordLinkFrame title={CHOOSE_TITLE} onOpenSignIn={openSignIn}>
        <PageLoader label="Checking your link" />
      </PasswordLinkFrame>
    );
  }
  if (check.state === 'unanswered') {
    return (
      <PasswordLinkFrame title={CHOOSE_TITLE} onOpenSignIn={openSignIn}>
        <LoadErrorAlert message={check.message} retryLabel="Try again" onRetry={retry} />
      </PasswordLinkFrame>
    );
  }
  const { link } = check;
  const until = formatInstantDateTime(link.expiresAt);
  return (
    <PasswordLinkFrame title={CHOOSE_TITLE} onOpenSignIn={openSignIn}>
      <Stack gap={4}>
        <Text>{greetingOf(link)}</Text>
        {until ? (
          <Text size="sm" c="dimmed">
            This link works until {until}.
          </Text>
        ) : null}
      </Stack>
      <PasswordRules />
      <ChoosePasswordForm
        token={token}
        email={link.email}
        onPasswordSet={() => onOpenSignIn(PASSWORD_RESET_TEXTS.done)}
        onLinkDied={linkDied}
      />
    </PasswordLinkFrame>
  );
}

/**
 * /reset-password: opened from an emailed link (`#token=…`) it lets the user choose a password;
 * opened without one (Forgot your password?) it asks for a link. Works signed in or out.
 */
export function ResetPasswordPage({ onOpenSignIn }: ResetPasswordPageProps) {
  const token = useLinkToken();
  if (token !== null) return <LinkPage key={token} token={token} onOpenSignIn={onOpenSignIn} />;
  return (
    <PasswordLinkFrame title="Reset your password" onOpenSignIn={() => onOpenSignIn()}>
      <RequestLink
        submitLabel="Send link"
        intro={<Text size="sm">Enter the email address you sign in with: we will send it a link to choose a new password.</Text>}
      />
    </PasswordLinkFrame>
  );
}
