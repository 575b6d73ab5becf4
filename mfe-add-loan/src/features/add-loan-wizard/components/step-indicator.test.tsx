import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { StepIndicator, indicatedSteps } from './step-indicator';

describe('indicatedSteps', () => {
  it('shows the optional steps only when they apply', () => {
    const labels = (options: Parameters<typeof indicatedSteps>[0]) => indicatedSteps(options).map((step) => step.label);
    expect(labels({ hasRedirectRules: false, nonDelegated: false, hoiOptOut: false, needsCompletion: false })).toEqual([
      'Channel',
      'Import',
      'Contacts',
    ]);
    expect(labels({ hasRedirectRules: true, nonDelegated: true, hoiOptOut: true, needsCompletion: true })).toEqual([
      'Channel',
      'Import',
      'Eligibility',
      'Disclosures',
      'Contacts',
      'Insurance',
      'Loan info',
    ]);
  });
});

describe('StepIndicator', () => {
  it('marks the current step for assistive technology and the earlier ones completed', () => {
    renderWithProviders(
      <StepIndicator
        steps={indicatedSteps({ hasRedirectRules: false, nonDelegated: true, hoiOptOut: false, needsCompletion: false })}
        current="information"
      />,
    );
    const progress = screen.getByRole('navigation', { name: 'Add Loan progress' });
    const items = within(progress).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Completed: Channel',
      '✓Completed: Import',
      '3Current: Disclosures',
      '4Contacts',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
  });
});
