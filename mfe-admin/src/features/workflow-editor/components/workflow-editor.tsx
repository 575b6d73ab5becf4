import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { formatInstantDateTime, WORKFLOW_VARIANT_LABELS, WORKFLOW_VARIANTS, type StoredWorkflow, type WorkflowVariant } from 'shared-rules';
import { FormRefusal, LoadErrorAlert, PageLoader } from 'shared-ui';
import type { WorkflowEditor } from '../hooks/use-workflow-editor';
import { newStep } from '../state/workflow-form-values';
import { WORKFLOW_LIMITS } from '../state/workflow-validation';
import { ConfirmModal } from './confirm-modal';
import { StepCard, stepLabel, stepNameInputId } from './step-card';
import { StaleEditAlert } from 'shared-ui';
import { DiscardSaveButtons } from 'shared-ui';

const VARIANT_OPTIONS = WORKFLOW_VARIANTS.map((variant) => ({ value: variant, label: WORKFLOW_VARIANT_LABELS[variant] }));

/** "Last saved by Alex Admin on 11/20/2026 10:00 AM", or that the variant has no saved workflow. */
export function lastSaved(stored: StoredWorkflow | undefined): string {
  if (!stored?.updatedAt) return 'Never saved: loans of this variant show no workflow yet.';
  const when = formatInstantDateTime(stored.updatedAt) ?? stored.updatedAt;
  // A workflow set up with the portal (the demo seed) has no user behind its save.
  return stored.updatedBy ? `Last saved by ${stored.updatedBy} on ${when}.` : `Last saved on ${when}.`;
}

/**
 * The steps and tasks of one variant's workflow: the variant picker, the steps in order (each
 * opened to its rules and tasks), and Save with what was saved last. The page owns the editor's
 * state (`useWorkflowEditor`), so a hidden tab keeps the edits.
 */
export function WorkflowEditorPanel({ editor }: { editor: WorkflowEditor }) {
  const { variant, pendingVariant, form, stored, knownTags, dirty, saving, conflict, problems, refusals, expanded, setExpanded } = editor;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [focusUid, setFocusUid] = useState<string | null>(null);
  const steps = form.getValues().steps;
  const label = variant ? WORKFLOW_VARIANT_LABELS[variant] : '';
  const stepToDelete = deleting === null ? undefined : steps[deleting];

  // A new step's name is where the administrator types next.
  useEffect(() => {
    if (focusUid) document.getElementById(stepNameInputId(focusUid))?.focus();
  }, [focusUid]);
  // A refused save takes the administrator to its first problem at a field (its step is opened).
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const addStep = () => {
    const step = newStep();
    form.insertListItem('steps', step);
    setExpanded(step.uid, true);
    setFocusUid(step.uid);
  };
  const confirmDelete = () => {
    if (deleting !== null) form.removeListItem('steps', deleting);
    setDeleting(null);
  };
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <Stack gap="lg">
      <SegmentedControl
        role="radiogroup"
        aria-label="Workflow variant"
        data={VARIANT_OPTIONS}
        value={variant ?? undefined}
        onChange={(value) => editor.chooseVariant(value as WorkflowVariant)}
        disabled={!variant}
        fullWidth
      />
      {editor.isLoading || (!variant && !editor.isError) ? (
        <PageLoader label="Loading the workflows" />
      ) : editor.isError || !variant ? (
        <LoadErrorAlert title="The workflows could not be loaded" onRetry={editor.retry} />
      ) : (
        <>
          <StaleEditAlert conflict={conflict} what="workflow" reloadLabel="Reload current workflow" onReload={editor.reload} />
          <FormRefusal title="The workflow has problems to fix before it is saved" refusal={problems} />
          <Paper
            withBorder
            radius="md"
            p="lg"
            component="form"
            ref={formRef}
            onSubmit={editor.submit}
            noValidate
            aria-labelledby={headingId}
          >
            <Stack gap={4} mb="md">
              <Title order={2} fz="lg" id={headingId}>
                {label} workflow
              </Title>
              <Text size="sm" c="dimmed">
                {lastSaved(stored)} Loans of this variant show the enabled steps, in this order; a loan is at its first step that is not
                complete.
              </Text>
            </Stack>
            <Stack gap="md">
              {steps.length === 0 && (
                <Text size="sm" c="dimmed">
                  This workflow has no steps yet.
                </Text>
              )}
              {steps.length > 0 && (
                <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
                  {steps.map((step, index) => (
                    <li key={step.uid}>
                      <StepCard
                        form={form}
                        index={index}
                        count={steps.length}
                        knownTags={knownTags}
                        expanded={expanded.has(step.uid)}
                        onExpandedChange={(open) => setExpanded(step.uid, open)}
                        onDelete={() => setDeleting(index)}
                      />
                    </li>
                  ))}
                </Stack>
              )}
              <Group>
                <Button variant="light" onClick={addStep} disabled={steps.length >= WORKFLOW_LIMITS.steps}>
                  Add step
                </Button>
              </Group>
            </Stack>
            <Group justify="space-between" mt="xl" wrap="wrap">
              <Text size="sm" c={hasErrors ? 'red' : 'dimmed'} aria-live="polite">
                {hasErrors ? 'Fix the problems marked in red before saving.' : dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
              </Text>
              <DiscardSaveButtons dirty={dirty} saving={saving} onDiscard={editor.discard} />
            </Group>
          </Paper>
        </>
      )}
      <ConfirmModal
        opened={stepToDelete !== undefined}
        title={`Delete the step ${stepToDelete ? stepLabel(stepToDelete.name, deleting ?? 0) : ''}?`}
        message={`The step and its ${stepToDelete?.tasks.length ?? 0} task(s) leave the ${label} workflow when you save it.`}
        confirmLabel="Delete step"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ConfirmModal
        opened={pendingVariant !== null}
        title="Switch without saving?"
        message={`You have unsaved changes to the ${label} workflow. If you open the ${
          pendingVariant ? WORKFLOW_VARIANT_LABELS[pendingVariant] : ''
        } workflow now, they are lost.`}
        confirmLabel="Discard changes and switch"
        cancelLabel="Keep editing"
        onCancel={editor.cancelSwitch}
        onConfirm={editor.confirmSwitch}
      />
    </Stack>
  );
}
