import { List, Stack, Text } from '@mantine/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_TEXTS } from 'shared-rules';

/**
 * The rules a new password must meet, as the user reads them before typing: the password page
 * and the pages of an emailed password link show the same list the services enforce.
 */
export function PasswordRules() {
  return (
    <Stack gap={4}>
      <Text size="sm">A new password:</Text>
      <List size="sm" spacing={2}>
        <List.Item>
          has {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters (a few unrelated words make a strong one);
        </List.Item>
        <List.Item>does not contain your email address or your name;</List.Item>
        <List.Item>is not a password exposed in a breach, nor easy to guess.</List.Item>
      </List>
    </Stack>
  );
}

/** The rules the browser can check before sending; the services check the rest (breach list, guessability, your name). */
export function newPasswordError(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_TEXTS.tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_TEXTS.tooLong;
  return null;
}
