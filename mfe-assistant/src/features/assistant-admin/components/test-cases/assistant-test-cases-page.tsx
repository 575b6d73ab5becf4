import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { ChatTestCase } from 'shared-rules';
import { DataTable, type DataTableColumn, loadErrorOf, PageHeader, showErrorToast, showToast } from 'shared-ui';
import { ConfirmDeleteModal } from 'shared-ui';
import { useDeleteChatTestCaseMutation } from '../../api/delete-chat-test-case';
import { useGetChatTestCasesQuery } from '../../api/get-chat-test-cases';
import { useUpdateChatTestCaseMutation } from '../../api/update-chat-test-case';
import { expectationsSummary, testCaseFormValuesOf, testCaseInputOf } from '../../state/test-case-form-values';
import { TestCaseFormModal } from './test-case-form-modal';

export const TEST_CASES_LOAD_ERROR = 'The test cases could not be loaded';

/** A question cut for the labels of its row's buttons. */
const short = (question: string) => (question.length > 60 ? `${question.slice(0, 57)}…` : question);

const COLUMNS: DataTableColumn<ChatTestCase>[] = [
  {
    key: 'question',
    title: 'Question',
    cellStyle: { maxWidth: 360 },
    render: (testCase) => (
      <>
        <Text size="sm">{testCase.question}</Text>
        {testCase.context && (
          <Text size="xs" c="dimmed">
            On {testCase.context.pageType}
            {testCase.context.currentLoanId ? ` (loan ${testCase.context.currentLoanId})` : ''}
          </Text>
        )}
      </>
    ),
  },
  { key: 'asUserEmail', title: 'Asked as', render: (testCase) => <Text size="sm">{testCase.asUserEmail}</Text> },
  {
    key: 'expectations',
    title: 'Expectations',
    cellStyle: { maxWidth: 320 },
    render: (testCase) => <Text size="sm">{expectationsSummary(testCase)}</Text>,
  },
];

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

  return (
    <>
      <PageHeader
        title="Test Cases"
        description="Questions the assistant must answer well, asked as a given user: a run passes a case when the reply has every expectation."
        actions={<Button onClick={() => open(null)}>Add test case</Button>}
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label="Test cases list">
          <DataTable<ChatTestCase>
            label="Test cases"
            records={cases.data}
            rowKey={(testCase) => testCase.id}
            columns={[
              ...COLUMNS,
              {
                key: 'enabled',
                title: 'Enabled',
                render: (testCase) => (
                  <Switch
                    aria-label={`Run "${short(testCase.question)}"`}
                    checked={testCase.enabled}
                    disabled={togglingId !== null}
                    onChange={(event) => void toggle(testCase, event.currentTarget.checked)}
                  />
                ),
              },
            ]}
            error={loadErrorOf(cases, TEST_CASES_LOAD_ERROR)}
            loadingLabel="Loading the test cases"
            empty={{
              title: 'No test cases yet',
              description: 'Add a question the assistant must answer well, and what its reply must have.',
            }}
            minWidth={860}
            highlightOnHover={false}
            rowActions={{
              render: (testCase) => (
                <>
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
                </>
              ),
            }}
          />
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
