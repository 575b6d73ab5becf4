import { Anchor, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type AssistantSettings, CHAT_PROVIDERS } from 'shared-rules';
import { linkTo } from 'shared-ui';
import { isBlank, URL_PATTERN } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { PROVIDER_LABELS } from '../../state/assistant-labels';
import { ApiKeyCard } from './api-key-card';

/** What the three limits share: no negative numbers, no silent clamping (the rules say what is wrong), one width. */
const LIMIT_FIELD = { allowNegative: false, clampBehavior: 'none', w: { base: '100%', sm: 240 } } as const;

const PROVIDER_OPTIONS = CHAT_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }));

/** A field the OpenAI-compatible provider needs. */
const neededForModel =
  (message: string) =>
  (value: string, values: AssistantSettings): string | null =>
    values.provider === 'openai-compatible' && isBlank(value) ? message : null;

/** A number that must be within bounds (whole when `whole`). */
const within =
  (min: number, max: number, message: string, whole = false) =>
  (value: number): string | null =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value))
      ? null
      : message;

/** The rules of the assistant form (exported for the tests of the rules alone). */
export const ASSISTANT_RULES = {
  baseUrl: (value: string, values: AssistantSettings) =>
    neededForModel('Enter the address of the model’s API')(value, values) ??
    (isBlank(value) || URL_PATTERN.test(value.trim()) ? null : 'Enter an address starting with https://'),
  model: neededForModel('Enter the model’s name'),
  systemPrompt: (value: string) => (value.length > 4000 ? 'Keep the instructions to 4,000 characters' : null),
  temperature: within(0, 2, 'Enter a temperature from 0 to 2'),
  maxReplyTokens: within(64, 8192, 'Enter a whole number of tokens from 64 to 8,192', true),
  timeoutSeconds: within(5, 120, 'Enter a whole number of seconds from 5 to 120', true),
};

/**
 * /admin/ai/settings: the `assistant` setting: which provider answers (the built-in one, or an
 * OpenAI-compatible model at a base URL), the instructions it is given and its limits. The API
 * key is never a setting: its own card shows where it comes from and stores one encrypted.
 * Which tools it may call is the Tools page's part of the same setting.
 */
export default function AssistantSettingsPage() {
  const setting = useSettingForm('assistant', {
    validate: ASSISTANT_RULES,
    toSaved: (values) => ({ ...values, baseUrl: values.baseUrl.trim(), model: values.model.trim() }),
  });
  const { form } = setting;
  const usesModel = form.values.provider === 'openai-compatible';
  return (
    <SettingFormFrame
      title="Assistant Settings"
      description="Which provider answers the assistant's questions, the instructions it follows, and its limits."
      setting={setting}
      aside={
        <Stack gap="sm">
          <ApiKeyCard />
          <Text size="sm">
            Which tools the assistant may call is set on the{' '}
            <Anchor component={Link} to={linkTo('adminAssistantSection', { section: 'tools' })} size="sm" underline="always">
              Tools page
            </Anchor>
            .
          </Text>
        </Stack>
      }
    >
      <Select
        label="Provider"
        description="The built-in provider answers from the knowledge base and the tools without a model. When a model fails or is too slow, the built-in provider answers instead."
        data={PROVIDER_OPTIONS}
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
        {...form.getInputProps('provider')}
      />
      <TextInput
        label="Base URL"
        description="The model's OpenAI-compatible API, e.g. https://api.openai.com/v1"
        placeholder="https://api.openai.com/v1"
        required={usesModel}
        maxLength={2000}
        {...form.getInputProps('baseUrl')}
      />
      <TextInput label="Model" placeholder="gpt-4o-mini" required={usesModel} maxLength={120} {...form.getInputProps('model')} />
      <Textarea
        label="System prompt"
        description="The instructions the model is given before every conversation."
        autosize
        minRows={4}
        maxRows={14}
        maxLength={4000}
        {...form.getInputProps('systemPrompt')}
      />
      <NumberInput
        label="Temperature"
        description="0 gives the same answer every time; up to 2 for more varied wording."
        min={0}
        max={2}
        step={0.1}
        decimalScale={2}
        {...LIMIT_FIELD}
        {...form.getInputProps('temperature')}
      />
      <NumberInput
        label="Maximum reply length (tokens)"
        description="From 64 to 8,192 tokens."
        min={64}
        max={8192}
        allowDecimal={false}
        {...LIMIT_FIELD}
        {...form.getInputProps('maxReplyTokens')}
      />
      <NumberInput
        label="Timeout (seconds)"
        description="How long to wait for the model before the built-in provider answers instead (5 to 120)."
        min={5}
        max={120}
        allowDecimal={false}
        {...LIMIT_FIELD}
        {...form.getInputProps('timeoutSeconds')}
      />
    </SettingFormFrame>
  );
}
