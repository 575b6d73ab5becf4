import { Button, Group, Modal, Select, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ChatTestCase } from 'shared-rules';
import { FormRefusal, problemOf, showErrorToast, showToast } from 'shared-ui';
import { useCreateChatTestCaseMutation } from '../../api/create-chat-test-case';
import { useUpdateChatTestCaseMutation } from '../../api/update-chat-test-case';
import {
  ACTION_OPTIONS,
  emptyTestCaseValues,
  MAX_FACTS,
  type TestCaseFormValues,
  testCaseFieldErrors,
  testCaseFormValuesOf,
  testCaseInputOf,
  testCaseProblems,
} from '../../state/test-case-form-values';

export interface TestCaseFormModalProps {
  /** The case edited, null for a new one; the modal is open when `opened`. Render it keyed, so each opening starts afresh. */
  testCase: ChatTestCase | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds (`POST`) or edits (`PUT`) a test case; a refusal's field problems land on their inputs, others are listed. */
export function TestCaseFormModal({ testCase, opened, onClose }: TestCaseFormModalProps) {
  const isNew = testCase === null;
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [create, creating] = useCreateChatTestCaseMutation();
  const [update, updating] = useUpdateChatTestCaseMutation();
  const form = useForm<TestCaseFormValues>({
    mode: 'controlled',
    initialValues: testCase ? testCaseFormValuesOf(testCase) : emptyTestCaseValues(),
    validate: testCaseProblems,
  });

  const submit = form.onSubmit(async (values) => {
    setUnplaced([]);
    const input = testCaseInputOf(values);
    try {
      if (testCase) await update({ id: testCase.id, input }).unwrap();
      else await create(input).unwrap();
      showToast(
        'success',
        isNew ? 'Test case added' : 'Test case saved',
        `"${input.question}" is ${input.enabled ? 'run' : 'kept but not run'} with the others.`,
      );
      onClose();
    } catch (error) {
      const placed = testCaseFieldErrors(problemOf(error));
      form.setErrors(placed.errors);
      setUnplaced(placed.unplaced);
      if (Object.keys(placed.errors).length === 0 && placed.unplaced.length === 0) {
        showErrorToast(error, isNew ? 'The test case was not added' : 'The test case was not saved');
      }
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isNew ? 'Add a test case' : 'Edit the test case'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate aria-label={isNew ? 'New test case' : 'Test case'} onSubmit={submit}>
        <Stack gap="md">
          <FormRefusal title="The test case was not saved" refusal={unplaced} />
          <Textarea label="Question" required autosize minRows={2} maxLength={2000} {...form.getInputProps('question')} />
          <TextInput
            label="Ask as (email)"
            description="The user the question is asked as: the assistant sees only what they may see."
            type="email"
            required
            maxLength={254}
            {...form.getInputProps('asUserEmail')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Page type"
              description="Where the question is asked from (optional), e.g. loan"
              maxLength={60}
              {...form.getInputProps('pageType')}
            />
            <TextInput
              label="Loan id"
              description="The loan open on that page (optional)"
              maxLength={64}
              {...form.getInputProps('currentLoanId')}
            />
          </Group>
          <Select label="Expected action type" data={ACTION_OPTIONS} allowDeselect={false} {...form.getInputProps('expectedActionType')} />
          <Group grow align="flex-start">
            <TextInput
              label="Expected route name"
              description="The page a NAVIGATE action opens (optional)"
              maxLength={60}
              {...form.getInputProps('expectedRouteName')}
            />
            <TextInput
              label="Expected document id"
              description="A knowledge document the reply cites (optional)"
              maxLength={200}
              {...form.getInputProps('expectedDocumentId')}
            />
          </Group>
          <TagsInput
            label="Expected facts"
            description={`Text the reply must contain (case-insensitive), up to ${MAX_FACTS}. Press Enter after each.`}
            maxTags={MAX_FACTS}
            clearable
            {...form.getInputProps('expectedFacts')}
          />
          <Switch label="Enabled (run with the others)" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={creating.isLoading || updating.isLoading}>
              {isNew ? 'Add test case' : 'Save test case'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
