import { Button, Group, Paper, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { ChatTestCase } from 'shared-rules';
import { EmptyState, LoadErrorAlert, PageHeader, PageLoader, problemMessage, showErrorToast, showToast } from 'shared-ui';
import { ConfirmDeleteModal } from '../../../confirm-delete/confirm-delete-modal';
import { useDeleteChatTestCaseMutation } from '../../api/delete-chat-test-case';
import { useGetChatTestCasesQuery } from '../../api/get-chat-test-cases';
import { useUpdateChatTestCaseMutation } from '../../api/update-chat-test-case';
import { expectationsSummary, testCaseFormValuesOf, testCaseInputOf } from '../../state/test-case-form-values';
import { TestCaseFormModal } from './test-case-form-modal';

export const TEST_CASES_LOAD_ERROR = 'The test cases could not be loaded';

/** A question cut for the labels of its row's buttons. */
const short = (question: string) => (question.length > 60 ? `${question.slice(0, 57)}…` : question);

type Editing = { key: number; testCase: ChatTestCase | null } | null;

/**
 * /admin/ai/test-cases: the questions the assistant is tested with, whom each is asked as and what
 * its reply must have. Cases are added and edited in a modal, turned off or on in place, and
 * deleted after asking.
 */
export default function AssistantTestCasesPage() {
  const cases = useGetChatTestCasesQuery();
  const [update] = useUpdateChatTestCaseMutation();
  const [remove, removing] = useDeleteChatTestCaseMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<ChatTestCase | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);

  const open = (testCase: ChatTestCase | null) => setEditing({ key: Date.now(), testCase });

  const toggle = async (testCase: ChatTestCase, enabled: boolean) => {
    setTogglingId(testCase.id);
    try {
      await update({ id: testCase.id, input: { ...testCaseInputOf(testCaseFormValuesOf(testCase)), enabled } }).unwrap();
      showToast(
        'success',
        enabled ? 'Test case enabled' : 'Test case disabled',
        `"${short(testCase.question)}" is ${enabled ? 'run' : 'no longer run'} with the others.`,
      );
    } catch (error) {
      showErrorToast(error, 'The test case was not changed');
    } finally {
      setTogglingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id).unwrap();
      showToast('success', 'Test case deleted', `"${short(toDelete.question)}" is no longer run.`);
      setToDelete(null);
    } catch (error) {
      showErrorToast(error, 'The test case was not deleted');
    }
  };

  function body() {
    if (cases.isLoading) return <PageLoader label="Loading the test cases" />;
    if (cases.isError || !cases.data) {
      return <LoadErrorAlert title={TEST_CASES_LOAD_ERROR} message={problemMessage(cases.error)} onRetry={() => void cases.refetch()} />;
    }
    if (cases.data.length === 0) {
      return (
        <EmptyState title="No test cases yet" description="Add a question the assistant must answer well, and what its reply must have." />
      );
    }
    return (
      <Table.ScrollContainer minWidth={860}>
        <Table aria-label="Test cases" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              <Table.Th>Asked as</Table.Th>
              <Table.Th>Expectations</Table.Th>
              <Table.Th>Enabled</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cases.data.map((testCase) => (
              <Table.Tr key={testCase.id}>
                <Table.Td maw={360}>
                  <Text size="sm">{testCase.question}</Text>
                  {testCase.context && (
                    <Text size="xs" c="dimmed">
                      On {testCase.context.pageType}
                      {testCase.context.currentLoanId ? ` (loan ${testCase.context.currentLoanId})` : ''}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{testCase.asUserEmail}</Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm">{expectationsSummary(testCase)}</Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Run "${short(testCase.question)}"`}
                    checked={testCase.enabled}
                    disabled={togglingId !== null}
                    onChange={(event) => void toggle(testCase, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" aria-label={`Edit "${short(testCase.question)}"`} onClick={() => open(testCase)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete "${short(testCase.question)}"`}
                      onClick={() => setToDelete(testCase)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <>
      <PageHeader
        title="Test Cases"
        description="Questions the assistant must answer well, asked as a given user: a run passes a case when the reply has every expectation."
        actions={<Button onClick={() => open(null)}>Add test case</Button>}
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label="Test cases list">
          {body()}
        </Paper>
      </Stack>
      {editing && <TestCaseFormModal key={editing.key} testCase={editing.testCase} opened onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title="Delete the test case?"
        consequence={`"${toDelete ? short(toDelete.question) : ''}" is no longer run; past runs keep its results.`}
        deleting={removing.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
