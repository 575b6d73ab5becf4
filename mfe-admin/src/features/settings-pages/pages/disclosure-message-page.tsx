import { Switch, Textarea, TextInput } from '@mantine/core';
import { MarkdownPreview } from '../../markdown-preview/markdown-preview';
import { isBlank } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

/** /admin/settings/disclosure-message: the message brokers read with a loan's disclosures. */
export default function DisclosureMessagePage() {
  const setting = useSettingForm('disclosure-message', {
    validate: {
      title: (title, values) => (values.enabled && isBlank(title) ? 'Enter the title shown above the message' : null),
      message: (message, values) => (values.enabled && isBlank(message) ? 'Enter the message brokers read' : null),
    },
    toSaved: (values) => ({ ...values, title: values.title.trim(), message: values.message.trim() }),
  });
  const { form } = setting;
  const { enabled, message } = form.getValues();
  return (
    <SettingFormFrame title="Disclosure Message" description="The message brokers read with a loan's disclosures." setting={setting}>
      <Switch label="Show the disclosure message" {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <TextInput label="Title" required={enabled} maxLength={120} {...form.getInputProps('title')} />
      <Textarea
        label="Message (Markdown)"
        description="Markdown: **bold**, lists with -, links as [text](https://...)."
        required={enabled}
        autosize
        minRows={5}
        maxRows={16}
        maxLength={5000}
        {...form.getInputProps('message')}
      />
      <MarkdownPreview markdown={message} label="Preview of the message" />
    </SettingFormFrame>
  );
}
