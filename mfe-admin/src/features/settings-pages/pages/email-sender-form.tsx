import { Grid, TextInput } from '@mantine/core';
import { EMAIL_PATTERN, isBlank, optionalMatch, requiredMatch } from 'shared-ui';
import { SettingFormSection } from 'shared-ui';
import { useSettingForm, type SettingForm } from 'shared-ui';

/**
 * The `email-settings` setting: who the portal's email comes from. The SMTP server itself is set
 * on the services (SMTP_URL), so this form holds only the names and addresses people see.
 */
export function useEmailSenderForm(): SettingForm<'email-settings'> {
  return useSettingForm('email-settings', {
    validate: {
      senderName: (value) => (isBlank(value) ? 'Enter the name emails are sent from' : null),
      senderAddress: requiredMatch(
        EMAIL_PATTERN,
        'Enter the address emails are sent from',
        'Enter an email address such as no-reply@lender.com',
      ),
      replyToAddress: optionalMatch(EMAIL_PATTERN, 'Enter an email address such as loans@lender.com'),
      supportInbox: optionalMatch(EMAIL_PATTERN, 'Enter an email address such as support@lender.com'),
    },
    toSaved: (values) => ({
      senderName: values.senderName.trim(),
      senderAddress: values.senderAddress.trim(),
      replyToAddress: values.replyToAddress.trim(),
      supportInbox: values.supportInbox.trim(),
    }),
  });
}

/** The sender's form, headed "Sender", for the Email Settings page. */
export function EmailSenderForm({ setting }: { setting: SettingForm<'email-settings'> }) {
  const { form } = setting;
  return (
    <SettingFormSection title="Sender" heading description="The name and addresses on every email the portal sends." setting={setting}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Sender name" required maxLength={120} {...form.getInputProps('senderName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Sender address" type="email" required maxLength={254} {...form.getInputProps('senderAddress')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Reply-to address"
            description="Where replies go; empty: to the sender address."
            type="email"
            maxLength={254}
            {...form.getInputProps('replyToAddress')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Support inbox"
            description="Also receives every technical support ticket."
            type="email"
            maxLength={254}
            {...form.getInputProps('supportInbox')}
          />
        </Grid.Col>
      </Grid>
    </SettingFormSection>
  );
}
