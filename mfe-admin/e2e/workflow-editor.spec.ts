import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import type { StoredWorkflow, Workflow, WorkflowVariant } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { adminHeaders, openAdminPage } from './support/admin-settings';

/*
 * The workflow editor, through the browser. Loans evaluate their variant's workflow live and the
 * suites share one database, so the test adds a disabled step (which no loan shows) and puts the
 * variant's workflow back as it found it.
 */

async function readWorkflow(page: Page, variant: WorkflowVariant): Promise<StoredWorkflow> {
  const response = await page.request.get('/api/workflows', { headers: await adminHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  const entry = ((await response.json()) as StoredWorkflow[]).find((candidate) => candidate.variant === variant);
  if (!entry) throw new Error(`No ${variant} workflow`);
  return entry;
}

/** Saves `workflow` over whatever is stored now (a save carries the version it replaces). */
async function putWorkflowBack(page: Page, variant: WorkflowVariant, workflow: Workflow): Promise<void> {
  const { version } = await readWorkflow(page, variant);
  const response = await page.request.put(`/api/workflows/${variant}`, { headers: await adminHeaders(), data: { workflow, version } });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('workflow editor', () => {
  test('adds a disabled step with a task and a document to the non-delegated workflow, and finds it after a reload', async ({ page }) => {
    const before = await readWorkflow(page, 'NONDEL');
    const position = before.workflow.steps.length + 1;
    const stepName = 'Post-closing review (browser test)';
    try {
      const main = await openAdminPage(page, '/admin/settings/workflow?tab=steps&variant=NONDEL', 'Workflow');
      await expect(main.getByRole('tab', { name: 'Steps and tasks' })).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('radio', { name: 'Correspondent, non-delegated' })).toBeChecked();
      const form = main.getByRole('form', { name: 'Correspondent, non-delegated workflow' });
      await expect(form.getByRole('heading', { level: 3 })).toHaveCount(before.workflow.steps.length);

      await form.getByRole('button', { name: 'Add step' }).click();
      const name = form.getByLabel(`Step ${position} name`, { exact: true });
      await expect(name).toBeFocused();
      await name.fill(stepName);
      await form.getByRole('switch', { name: `Step ${position} enabled` }).click();
      await form.getByRole('button', { name: `Add a task to step ${stepName}` }).click();
      const feature = form.getByRole('combobox', { name: `Step ${position} task 1 feature` });
      await feature.fill('documents');
      await feature.press('Escape');
      await form.getByLabel(`Step ${position} task 1 name`, { exact: true }).fill('Upload the trailing documents');
      await form.getByRole('button', { name: `Add a document to step ${position} task 1` }).click();
      await form.getByLabel(`Step ${position} task 1 document 1 key`, { exact: true }).fill('Final Policy');
      await form.getByLabel(`Step ${position} task 1 document 1 folder name`, { exact: true }).fill('Post Closing');
      await expect(form.getByRole('heading', { level: 3, name: `Step ${position}: ${stepName}` })).toBeVisible();
      await expectAccessible(page, 'workflow editor with a new step');

      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The Correspondent, non-delegated workflow was saved.').first()).toBeVisible();
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
      expect((await readWorkflow(page, 'NONDEL')).workflow.steps.at(-1)).toEqual({
        name: stepName,
        enabled: false,
        tasks: [
          {
            featureKey: 'documents',
            name: 'Upload the trailing documents',
            enforceDocs: [{ key: 'Final Policy', folderName: 'Post Closing' }],
          },
        ],
      });

      await page.reload();
      const reloaded = page.getByRole('main').getByRole('form', { name: 'Correspondent, non-delegated workflow' });
      await expect(reloaded.getByLabel(`Step ${position} name`, { exact: true })).toHaveValue(stepName);
      await expect(reloaded.getByRole('switch', { name: `Step ${position} enabled` })).not.toBeChecked();
      await expect(reloaded.getByText(/^Last saved by .+ on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
      await reloaded.getByRole('button', { name: `Show tasks of step ${stepName}` }).click();
      await expect(reloaded.getByRole('combobox', { name: `Step ${position} task 1 feature` })).toHaveValue('documents');
      await expect(reloaded.getByLabel(`Step ${position} task 1 document 1 key`, { exact: true })).toHaveValue('Final Policy');
    } finally {
      await putWorkflowBack(page, 'NONDEL', before.workflow);
    }
  });
});
