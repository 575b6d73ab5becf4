import { Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { ConditionsSettings } from 'shared-rules';
import { isBlank } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { MoveButtons } from 'shared-ui';

const MAX_CATEGORIES = 20;

function validateConditions(values: ConditionsSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.categories.length === 0) errors.categories = 'Add at least one category, such as Prior to Docs';
  const seen = new Set<string>();
  values.categories.forEach((category, index) => {
    const name = category.trim().toLowerCase();
    if (isBlank(category)) errors[`categories.${index}`] = 'Enter a name for this category';
    else if (seen.has(name)) errors[`categories.${index}`] = 'This category is already in the list';
    seen.add(name);
  });
  return errors;
}

/** /admin/settings/conditions: the categories loan conditions are grouped in, in order, and what brokers see of cleared ones. */
export default function ConditionsPage() {
  const setting = useSettingForm('conditions', {
    validate: validateConditions,
    toSaved: (values) => ({ ...values, categories: values.categories.map((category) => category.trim()) }),
  });
  const { form } = setting;
  const categories = form.getValues().categories;
  return (
    <SettingFormFrame
      title="Conditions"
      description="How loan conditions are grouped, and what brokers see of cleared conditions."
      setting={setting}
    >
      <Stack gap="xs" component="section" aria-labelledby="condition-categories-title">
        <Title order={2} size="h4" id="condition-categories-title">
          Categories
        </Title>
        <Text size="sm" c="dimmed">
          Conditions are listed under these categories, in this order.
        </Text>
        {categories.map((_, index) => (
          // Categories are plain texts; the position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={`Category ${index + 1}`}
              required
              maxLength={60}
              w={{ base: '100%', sm: 320 }}
              {...form.getInputProps(`categories.${index}`)}
            />
            <Group gap="xs" mt={{ base: 0, sm: 26 }}>
              <MoveButtons
                name={`category ${index + 1}`}
                index={index}
                count={categories.length}
                onMove={(from, to) => form.reorderListItem('categories', { from, to })}
              />
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Remove category ${index + 1}`}
                onClick={() => form.removeListItem('categories', index)}
              >
                Remove
              </Button>
            </Group>
          </Group>
        ))}
        {form.errors.categories && (
          <Text size="sm" c="red" role="alert">
            {form.errors.categories}
          </Text>
        )}
        <Group>
          <Button variant="light" disabled={categories.length >= MAX_CATEGORIES} onClick={() => form.insertListItem('categories', '')}>
            Add category
          </Button>
        </Group>
      </Stack>
      <Switch
        label="Show cleared conditions to brokers"
        description="Brokers see conditions that are already cleared, marked as cleared."
        {...form.getInputProps('showClearedToBrokers', { type: 'checkbox' })}
      />
      <Switch
        label="Allow uploads on cleared conditions"
        description="Brokers may still upload documents to a condition after it is cleared."
        {...form.getInputProps('allowUploadsOnClearedConditions', { type: 'checkbox' })}
      />
    </SettingFormFrame>
  );
}
