import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuleSetVersion } from 'shared-rules';
import { recordRequests } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { lenderRuleSet, renderPage, serveRuleSets, summary } from '../testing/field-rules-test-kit';
import { FieldRulesAuditPage } from './field-rules-audit-page';

const sent = recordRequests(server);

const first: RuleSetVersion = {
  ...summary(lenderRuleSet, 1, { savedBy: null, summary: 'Set up with the portal: 1 rule.', ruleCount: 1 }),
  rules: [{ id: 'amount-required', ruleType: 'REQUIRED', fieldIdTemplate: '1109' }],
};
const second: RuleSetVersion = {
  ...summary(lenderRuleSet, 2, { summary: 'Rule added: rate-range.' }),
  rules: lenderRuleSet.rules,
};

describe('the field rules audit page', () => {
  it('lists the versions with who saved them, shows what a save changed, and restores an older version', async () => {
    const user = userEvent.setup();
    serveRuleSets({ ruleSets: [lenderRuleSet], versions: { [lenderRuleSet.id]: [second, first] } });
    const { toasts } = renderPage(<FieldRulesAuditPage />, `/admin/field-rules/audit?ruleSet=${lenderRuleSet.id}`);
    const table = await screen.findByRole('table', { name: 'Versions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Alex Admin');
    expect(rows[0]).toHaveTextContent('Rule added: rate-range.');
    expect(rows[1]).toHaveTextContent('Set up with the portal');
    expect(within(rows[0]).getByRole('button', { name: 'Restore version 2' })).toBeDisabled();

    await user.click(within(rows[0]).getByRole('button', { name: 'Compare version 2 with version 1' }));
    const changes = await screen.findByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(within(changes).getByText('Rules added (1)')).toBeInTheDocument();
    expect(within(changes).getByText('rate-range')).toBeInTheDocument();
    expect(within(changes).getByText(/Between 1 and 15/)).toBeInTheDocument();

    await user.click(within(rows[1]).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(dialog).toHaveTextContent('This is saved as version 3; version 2 stays in the history.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Version 1 restored' })));
    expect(sent('POST', `/api/rule-sets/${lenderRuleSet.id}/versions/1/restore`)).toHaveLength(1);
    expect(await screen.findByText('Restored version 1.')).toBeInTheDocument();
  });
});
