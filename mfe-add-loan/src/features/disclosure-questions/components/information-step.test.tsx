import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { answerNonDelegatedQuestion, defaultNonDelegatedAnswers, type NonDelegatedAnswers } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { InformationStep } from './information-step';

function Harness({ mortgageType, onAnswers }: { mortgageType: string; onAnswers: (answers: NonDelegatedAnswers) => void }) {
  const [answers, setAnswers] = useState(defaultNonDelegatedAnswers());
  return (
    <InformationStep
      answers={answers}
      mortgageType={mortgageType}
      companyName="Keystone Lending"
      requireDisclosurePreview={false}
      onAnswer={(key, source) => {
        const next = answerNonDelegatedQuestion(answers, key, source);
        setAnswers(next);
        onAnswers(next);
      }}
      onDisclosurePreviewChange={jest.fn()}
      onBack={jest.fn()}
      onNext={jest.fn()}
    />
  );
}

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });

describe('InformationStep', () => {
  it('defaults every answer to the company, by name', () => {
    renderWithProviders(<Harness mortgageType="Conventional" onAnswers={jest.fn()} />);
    for (const question of [/initial disclosures/, /COC/, /closing disclosures/, /closing documents/]) {
      expect(within(group(question)).getByRole('radio', { name: 'Keystone Lending' })).toBeChecked();
    }
    expect(screen.queryByText(/FHA case number/)).not.toBeInTheDocument();
  });

  it('forces the closing documents to the correspondent when it sends the closing disclosures', async () => {
    const user = userEvent.setup();
    const onAnswers = jest.fn();
    renderWithProviders(<Harness mortgageType="Conventional" onAnswers={onAnswers} />);
    await user.click(within(group(/closing disclosures/)).getByRole('radio', { name: 'Correspondent' }));
    const documents = group(/closing documents/);
    expect(within(documents).getByRole('radio', { name: 'Correspondent' })).toBeChecked();
    expect(within(documents).getByRole('radio', { name: 'Keystone Lending' })).toBeDisabled();
    expect(onAnswers).toHaveBeenLastCalledWith(
      expect.objectContaining({ closingDisclosureOrg: 'Correspondent', revisedClosingOrg: 'Correspondent' }),
    );
  });

  it('asks who orders the FHA case number for FHA and farmers-home loans', () => {
    renderWithProviders(<Harness mortgageType="FarmersHomeAdministration" onAnswers={jest.fn()} />);
    expect(group(/FHA case number/)).toBeInTheDocument();
  });
});
