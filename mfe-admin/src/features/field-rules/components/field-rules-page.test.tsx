import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RuleSetTryResult } from 'shared-rules';
import {
  demoLoan,
  lenderRuleSet,
  refusedDefinition,
  renderPage,
  serveRuleSets,
  summary,
  workflowRuleSet,
} from '../testing/field-rules-test-kit';
import { FieldRulesPage } from './field-rules-page';
import { enterText } from 'shared-ui/testing';

let fake: ReturnType<typeof serveRuleSets>;

const services = () => ({
  ruleSets: [lenderRuleSet, workflowRuleSet],
  versions: {
    [lenderRuleSet.id]: [{ ...summary(lenderRuleSet, 2), rules: lenderRuleSet.rules }],
    [workflowRuleSet.id]: [{ ...summary(workflowRuleSet, 1, { savedBy: null }), rules: [] }],
  },
});

/** Opens a select's list and clicks one of its options. */
async function pick(user: UserEvent, label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`${label} opened no list`);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
const type = async (user: UserEvent, label: string, value: string) =>
  await enterText(user, screen.getByLabelText(label, { exact: false, selector: 'input,textarea' }), value);

describe('the field rules page', () => {
  it('lists the rule sets with their organisation, tags, switch, rules and last save, filtered by tag', async () => {
    const user = userEvent.setup();
    fake = serveRuleSets(services());
    renderPage(<FieldRulesPage />, '/admin/field-rules');
    const table = await screen.findByRole('table', { name: 'Rule sets, lender-wide first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Loan data checks');
    expect(rows[0]).toHaveTextContent('All organizations');
    expect(rows[0]).toHaveTextContent('loan-data');
    expect(await within(rows[0]).findByText(/^Alex Admin, 11\/20\/2026/)).toBeInTheDocument();
    expect(within(rows[1]).getByText(/^Set up with the portal/)).toBeInTheDocument();

    await pick(user, 'Tag', 'wf-appraisal');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?tag=wf-appraisal'));
    expect(within(screen.getByRole('table', { name: 'Rule sets, lender-wide first' })).getAllByRole('row')).toHaveLength(2);
  });

  it('adds a rule, shows its definition problem at its input before saving, and saves the fixed rule set', async () => {
    const user = userEvent.setup();
    fake = serveRuleSets(services());
    const { toasts } = renderPage(<FieldRulesPage />, `/admin/field-rules?ruleSet=${lenderRuleSet.id}`);
    const form = await screen.findByRole('form', { name: 'Loan data checks' });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rule 3: rule-3' });
    await pick(user, 'Rule type', 'Pattern (regex)');
    await type(user, 'Field id', '15');
    await type(user, 'Regex', '[0-9');
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    expect(await within(drawer).findByText(/^Invalid regex/)).toBeInTheDocument();

    await type(user, 'Regex', '^[0-9]{5}$');
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).getByText('Matches ^[0-9]{5}$')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Rule rate-range enabled' }));
    await user.click(within(form).getByRole('button', { name: 'Move rule rule-3 up' }));

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves()).toHaveLength(1));
    expect(fake.saves()[0]).toEqual({
      name: 'Loan data checks',
      organizationId: null,
      tags: ['loan-data'],
      enabled: true,
      rules: [
        lenderRuleSet.rules[0],
        { id: 'rule-3', ruleType: 'REGEX', fieldIdTemplate: '15', regex: '^[0-9]{5}$' },
        { ...lenderRuleSet.rules[1], disabled: true },
      ],
      // The save says which stored version it edits: services refuse it over a newer one.
      baseUpdatedAt: lenderRuleSet.updatedAt,
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Rule set saved' })));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it("puts a refused save's problems on the rule they name", async () => {
    const user = userEvent.setup();
    fake = serveRuleSets({
      ...services(),
      onSave: () => refusedDefinition([{ field: 'body.rules.rate-range', message: 'rate-range: range max "x" is not a number' }]),
    });
    const { toasts } = renderPage(<FieldRulesPage />, `/admin/field-rules?ruleSet=${lenderRuleSet.id}`);
    const form = await screen.findByRole('form', { name: 'Loan data checks' });
    await type(user, 'Name', 'Loan data rules');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rule 2: rate-range' });
    expect(within(drawer).getByText('Range max "x" is not a number')).toBeInTheDocument();
    expect(within(form).getByText('1 problem')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', title: 'The rule set was not saved' }));
  });

  it('tries the edited rules on a loan and lists the messages by field', async () => {
    const user = userEvent.setup();
    const result: RuleSetTryResult = {
      loanId: demoLoan.id,
      loanNumber: demoLoan.loanNumber,
      borrowerPairs: 1,
      valid: false,
      errors: [{ ruleId: 'rate-range', fieldId: '3', message: '3 is not within the range 1 to 15' }],
      problems: [],
      values: { '1109': 400000, '3': 22 },
    };
    fake = serveRuleSets({ ...services(), tryResult: () => result });
    renderPage(<FieldRulesPage />, `/admin/field-rules?ruleSet=${lenderRuleSet.id}`);
    await screen.findByRole('form', { name: 'Loan data checks' });
    const loan = screen.getByRole('combobox', { name: 'Loan' });
    await user.type(loan, '2611');
    const listbox = await waitFor(
      () => {
        const list = document.getElementById(loan.getAttribute('aria-controls') ?? '');
        if (!list || within(list).queryAllByRole('option', { hidden: true }).length === 0) throw new Error('no options yet');
        return list;
      },
      { timeout: 5000 },
    );
    await user.click(within(listbox).getByRole('option', { name: /2611000001/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Try the rules' }));
    const status = await screen.findByRole('status', { name: 'Try result' });
    expect(status).toHaveTextContent('Loan 2611000001: 1 message on 1 field.');
    const row = within(status).getAllByRole('row')[1];
    expect(row).toHaveTextContent('22');
    expect(row).toHaveTextContent('3 is not within the range 1 to 15');
    expect(fake.tries()[0]).toEqual({ loanId: demoLoan.id, ruleSet: { enabled: true, tags: ['loan-data'], rules: lenderRuleSet.rules } });
  });
});
