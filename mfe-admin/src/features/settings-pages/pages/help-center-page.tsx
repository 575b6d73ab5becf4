import { Switch, Textarea, TextInput } from '@mantine/core';
import { EMAIL_PATTERN, isBlank, optionalMatch, URL_PATTERN } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { HelpLinksEditor } from './help-links-editor';

/** An address users can open: a web address, or a path of this portal. */
const LINK_PATTERN = /^(https?:\/\/|\/)\S+$/;

/** /admin/settings/help-center: what the help drawer says and how users reach the lender's support. */
export default function HelpCenterPage() {
  const setting = useSettingForm('help-center', {
    validate: {
      supportEmail: optionalMatch(EMAIL_PATTERN, 'Enter an email address such as support@lender.com'),
      links: {
        title: (title) => (isBlank(title) ? 'Enter the title users search for' : null),
        link: (link) =>
          isBlank(link)
            ? 'Enter the address the link opens'
            : LINK_PATTERN.test(link.trim())
              ? null
              : 'Enter an address starting with https:// or /',
        thumb: optionalMatch(URL_PATTERN, 'Enter an address starting with https://'),
      },
    },
    toSaved: (values) => ({
      ...values,
      introduction: values.introduction.trim(),
      supportEmail: values.supportEmail.trim(),
      supportPhone: values.supportPhone.trim(),
      supportHours: values.supportHours.trim(),
      links: values.links.map((link) => ({
        ...link,
        title: link.title.trim(),
        link: link.link.trim(),
        thumb: link.thumb.trim(),
        description: link.description.trim(),
        tags: link.tags.map((tag) => tag.trim()).filter(Boolean),
      })),
    }),
  });
  const { form } = setting;
  return (
    <SettingFormFrame
      title="Help Center"
      description="What the help drawer says, how users reach your support team, and the links of the legacy help center."
      setting={setting}
    >
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
      <HelpLinksEditor form={form} />
    </SettingFormFrame>
  );
}
