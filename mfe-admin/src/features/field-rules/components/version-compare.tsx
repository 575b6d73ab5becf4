import { Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { diffRuleSets, type Organization, type RuleSetRecord, type RuleSetSide, type RuleSetVersionSummary } from 'shared-rules';
import { LoadErrorAlert, problemMessage } from 'shared-ui';
import { useGetRuleSetVersionQuery } from '../api/get-rule-set-version';
import { organizationLabel } from '../state/organizations';
import { RuleSetDiffView } from './rule-set-diff-view';

/** The compare pickers' value for the rule set as stored now (the table's "current" may lag a save made elsewhere). */
export const CURRENT = 'current';

export interface VersionCompareProps {
  ruleSetId: string;
  versions: readonly RuleSetVersionSummary[];
  current: RuleSetRecord | undefined;
  organizations: readonly Organization[] | undefined;
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

const labelOf = (value: string) => (value === CURRENT ? 'the current rule set' : `version ${value}`);

/** One side of the comparison: a version read from services, or the stored rule set. */
function useSide(ruleSetId: string, value: string, current: RuleSetRecord | undefined) {
  const version = value === CURRENT ? 0 : Number(value);
  const query = useGetRuleSetVersionQuery({ ruleSetId, version }, { skip: value === CURRENT || !(version > 0) });
  const side: RuleSetSide | undefined = value === CURRENT ? current : query.data;
  return { side, query };
}

/** Two versions (or a version and the current rule set) side by side: what changed from the first to the second. */
export function VersionCompare({ ruleSetId, versions, current, organizations, from, to, onChange }: VersionCompareProps) {
  const options = [
    { value: CURRENT, label: 'Current rule set' },
    ...versions.map((version) => ({ value: String(version.version), label: `Version ${version.version}` })),
  ];
  const before = useSide(ruleSetId, from, current);
  const after = useSide(ruleSetId, to, current);
  const failed = [before.query, after.query].find((query) => query.isError);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="field-rules-compare">
      <Stack gap="md">
        <Title order={2} fz="lg" id="field-rules-compare">
          Compare versions
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label="From"
            data={options}
            value={from}
            allowDeselect={false}
            onChange={(value) => value && onChange(value, to)}
            w={200}
          />
          <Select label="To" data={options} value={to} allowDeselect={false} onChange={(value) => value && onChange(from, value)} w={200} />
        </Group>
        {failed ? (
          <LoadErrorAlert
            title="The version could not be loaded"
            message={problemMessage(failed.error)}
            onRetry={() => void failed.refetch()}
          />
        ) : before.side && after.side ? (
          <RuleSetDiffView
            diff={diffRuleSets(before.side, after.side, (id) => organizationLabel(organizations, id))}
            fromLabel={labelOf(from)}
            toLabel={labelOf(to)}
          />
        ) : (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Loading the versions…</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
