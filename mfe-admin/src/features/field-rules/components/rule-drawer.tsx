import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { eachRule, type RuleSetValues } from '../state/rule-set-values';
import { ruleAt } from '../state/rule-summary';
import { RuleFields } from './rule-fields';

export interface RuleDrawerProps {
  form: UseFormReturnType<RuleSetValues>;
  /** The top-level rule shown (`rules.2`), or null when closed. */
  path: string | null;
  ruleProblems: Record<string, string[]>;
  /** Checks the rule; true when it has no problems. */
  onCheck: (path: string) => boolean;
  onClose: () => void;
}

/**
 * The form of one rule of the set, beside the rules table. Edits go straight into the rule set's
 * form (Discard on the page undoes them); Done runs the definition checks on the rule and stays
 * open on its problems, each shown at its input.
 */
export function RuleDrawer({ form, path, ruleProblems, onCheck, onClose }: RuleDrawerProps) {
  const values = form.getValues();
  const rule = path ? ruleAt(values, path) : undefined;
  const index = path ? Number(path.split('.')[1]) : 0;
  const takenIds = useMemo(() => new Set(eachRule(values.rules).map(({ rule: each }) => each.id.trim())), [values.rules]);
  const done = () => {
    if (path && onCheck(path)) {
      onClose();
      return;
    }
    // Once the problems are drawn, the administrator lands on the first.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.mantine-Drawer-body [aria-invalid="true"]')?.focus());
  };
  return (
    <Drawer
      opened={rule !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={rule ? `Rule ${index + 1}${rule.id.trim() ? `: ${rule.id.trim()}` : ''}` : 'Rule'}
      closeButtonProps={{ 'aria-label': 'Close rule' }}
    >
      {rule && path && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Changes apply to the rule set at once and are stored when you save it.
          </Text>
          <RuleFields form={form} path={path} rule={rule} depth={0} underPairRule={false} ruleProblems={ruleProblems} takenIds={takenIds} />
          <Group justify="flex-end">
            <Button onClick={done}>Done</Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
