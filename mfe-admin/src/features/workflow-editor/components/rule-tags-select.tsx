import { MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WorkflowValues } from '../state/workflow-form-values';
import { WORKFLOW_LIMITS } from '../state/workflow-validation';

export interface RuleTagsSelectProps {
  form: UseFormReturnType<WorkflowValues>;
  /** The form path of the tag list (`steps.0.tasks.1.enforceRules`). */
  path: string;
  /** The visible label ("Display rules"). */
  label: string;
  /** The accessible name, which includes the label and says whose rules these are ("Step 2 task 1 display rules"). */
  name: string;
  description: string;
  knownTags: readonly string[];
}

/**
 * Rule sets picked by tag: the tags the portal's rule sets carry, plus any tag already chosen
 * that no rule set carries any more (shown so it can be removed; saving it is refused).
 */
export function RuleTagsSelect({ form, path, label, name, description, knownTags }: RuleTagsSelectProps) {
  const inputProps = form.getInputProps(path);
  const chosen = (inputProps.value as string[] | undefined) ?? [];
  const data = [...new Set([...knownTags, ...chosen])].sort((first, second) => first.localeCompare(second));
  return (
    <MultiSelect
      label={label}
      aria-label={name}
      description={description}
      data={data}
      searchable
      maxValues={WORKFLOW_LIMITS.tagsPerReference}
      nothingFoundMessage="No rule set carries this tag"
      {...inputProps}
    />
  );
}
