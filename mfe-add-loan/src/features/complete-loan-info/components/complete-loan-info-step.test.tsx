import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldDefinition, LoanFieldValue, RuleExecutions } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { CompleteLoanInfoStep } from './complete-loan-info-step';

const amount: FieldDefinition = {
  id: '1109',
  description: 'Loan Amount',
  format: 'DECIMAL_2',
  dataType: 'Decimal',
  options: [],
  readOnly: false,
  jsonPath: '$.loanAmount',
};
const reference: FieldDefinition = {
  id: 'CUST01FV',
  description: 'Broker Reference Number',
  format: 'STRING',
  dataType: 'String',
  options: [],
  readOnly: false,
  jsonPath: '',
};
const schemaCalls: string[][] = [];
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  useGetFieldSchemasQuery: (ids: string[], { skip }: { skip: boolean }) => {
    if (!skip) schemaCalls.push(ids);
    return { data: skip ? undefined : { fields: [amount], unknownFieldIds: [] }, isLoading: false, isError: false };
  },
  useGetCustomFieldSchemasQuery: (ids: string[], { skip }: { skip: boolean }) => {
    if (!skip) schemaCalls.push(ids);
    return { data: skip ? undefined : { fields: [reference], unknownFieldIds: [] }, isLoading: false, isError: false };
  },
}));

function Harness({ executions, onSave }: { executions: RuleExecutions; onSave: () => void }) {
  const [values, setValues] = useState<Record<string, LoanFieldValue>>({});
  return (
    <CompleteLoanInfoStep
      ruleExecutions={executions}
      values={values}
      submitting={false}
      onChange={(fieldId, value) => setValues((current) => ({ ...current, [fieldId]: value }))}
      onBack={jest.fn()}
      onSave={onSave}
    />
  );
}

const required: RuleExecutions = {
  requiredFields: [
    { fieldId: '1109', description: 'Loan Amount' },
    { fieldId: 'CUST01FV', description: 'Broker Reference Number' },
    { fieldId: 'ZZ9', description: 'Something only the rules know' },
  ],
  advancedConditions: [],
};

describe('CompleteLoanInfoStep', () => {
  it('asks each schema route for its own ids and enables Save once every required field is filled', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(<Harness executions={required} onSave={onSave} />);
    expect(schemaCalls).toContainEqual(['1109', 'ZZ9']);
    expect(schemaCalls).toContainEqual(['CUST01FV']);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Loan Amount/), '350,000.00');
    await user.type(screen.getByRole('textbox', { name: 'Broker Reference Number' }), 'HMB-1');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Something only the rules know/), 'yes');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalled();
    expect(screen.getByTestId('custom-field-CUST01FV')).toBeInTheDocument();
  });

  it('lists the advanced conditions under the spec heading and keeps Save disabled', () => {
    renderWithProviders(
      <Harness
        executions={{ requiredFields: [], advancedConditions: [{ message: 'The note rate must be between 1% and 15% (entered: 21%).' }] }}
        onSave={jest.fn()}
      />,
    );
    expect(screen.getByText('Loan Action Completion Errors:')).toBeInTheDocument();
    expect(screen.getByText('The note rate must be between 1% and 15% (entered: 21%).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
