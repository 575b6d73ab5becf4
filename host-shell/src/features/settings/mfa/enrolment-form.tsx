import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MfaEnrolment } from 'shared-rules';
import { problemFieldErrors, problemMessage, problemOf } from 'shared-ui';
import { useConfirmMfaEnrolmentMutation } from '../api/account-api';

export const CODE_REQUIRED = 'Enter the six-digit code the app shows.';

/** The secret grouped by four, as authenticator apps ask to type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Step two of the setup: scan the QR code (or type the key), then confirm with the app's code. */
export function EnrolmentForm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: MfaEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [confirm, confirming] = useConfirmMfaEnrolmentMutation();
  const form = useForm({ initialValues: { code: '' }, validate: { code: (value) => (value.trim() === '' ? CODE_REQUIRED : null) } });
  const submit = form.onSubmit(({ code }) => {
    confirm({ code: code.trim() })
      .unwrap()
      .then((answer) => onConfirmed(answer.recoveryCodes))
      .catch((error: unknown) => {
        const errors = problemFieldErrors(problemOf(error));
        form.setErrors(Object.keys(errors).length > 0 ? errors : { code: problemMessage(error) });
      });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Set up two-step sign-in">
      <Stack gap="sm">
        <Text size="sm">
          1. In your authenticator app (Microsoft Authenticator, Google Authenticator, 1Password…), add an account by scanning this code.
        </Text>
        <Image
          src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
          alt="QR code to add this portal to your authenticator app"
          w={180}
          h={180}
        />
        <Text size="sm">
          Or type this key: <code data-testid="mfa-secret">{grouped(enrolment.secret)}</code>
        </Text>
        <TextInput
          label="2. Enter the code the app shows"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('code')}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirming.isLoading}>
            Turn on
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
