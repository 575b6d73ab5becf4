import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { answerNonDelegatedQuestion, channelRoles, defaultNonDelegatedAnswers, type NonDelegatedAnswers } from 'shared-rules';
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
      roles={channelRoles('Correspondent Non-Delegated')}
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
  it('says who lends and who underwrites, and defaults every answer to the company, by name', () => {
    renderWithProviders(<Harness mortgageType="Conventional" onAnswers={jest.fn()} />);
    expect(screen.getByText('This loan closes in the name of the correspondent; Keystone Lending underwrites it.')).toBeInTheDocument();
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
