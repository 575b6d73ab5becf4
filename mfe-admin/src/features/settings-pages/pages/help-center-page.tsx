import { Switch, Textarea, TextInput } from '@mantine/core';
import { EMAIL_PATTERN, optionalMatch } from '../../settings-form/field-rules';
import { SettingFormFrame } from '../../settings-form/setting-form-frame';
import { useSettingForm } from '../../settings-form/use-setting-form';

/** /admin/settings/help-center: what the help drawer says and how users reach the lender's support. */
export default function HelpCenterPage() {
  const setting = useSettingForm('help-center', {
    validate: { supportEmail: optionalMatch(EMAIL_PATTERN, 'Enter an email address such as support@lender.com') },
    toSaved: (values) => ({
      ...values,
      introduction: values.introduction.trim(),
      supportEmail: values.supportEmail.trim(),
      supportPhone: values.supportPhone.trim(),
      supportHours: values.supportHours.trim(),
    }),
  });
  const { form } = setting;
  return (
    <SettingFormFrame title="Help Center" description="What the help drawer says, and how users reach your support team." setting={setting}>
      <Textarea
        label="Introduction"
        description="Shown at the top of the help drawer."
        autosize
        minRows={3}
        maxLength={500}
        {...form.getInputProps('introduction')}
      />
      <TextInput label="Support email" type="email" maxLength={254} {...form.getInputProps('supportEmail')} />
      <TextInput label="Support phone" maxLength={30} {...form.getInputProps('supportPhone')} />
      <TextInput
        label="Support hours"
        description="Such as Monday to Friday, 8 am to 6 pm Central."
        maxLength={120}
        {...form.getInputProps('supportHours')}
      />
      <Switch
        label="Suggest articles on loan pages"
        description="The help drawer suggests knowledge articles about the loan page a user is on."
        {...form.getInputProps('suggestArticlesOnLoanPages', { type: 'checkbox' })}
      />
    </SettingFormFrame>
  );
}
