import { SimpleGrid } from '@mantine/core';
import { formatCents, type LoanScenarioDraft, loanToValue } from 'shared-rules';
import { Fact } from 'shared-ui';
import {
  MORTGAGE_TYPE_LABELS,
  OCCUPANCY_LABELS,
  PROPERTY_TYPE_LABELS,
  PURPOSE_LABELS,
  ratioLabel,
} from '../../quick-pricer/state/pricing-labels';

/** What the loan's data gives the scenario, read-only: corrected on the URLA tab, not here. An empty fact shows a dash. */
export function ScenarioFacts({ scenario }: { scenario: LoanScenarioDraft }) {
  const { propertyValue, loanAmount } = scenario;
  // The loan data carries no second lien the scenario reads, so the CLTV is the LTV (as the engine computes it).
  const ltv =
    propertyValue !== undefined && propertyValue > 0 && loanAmount !== undefined ? ratioLabel(loanToValue(loanAmount, propertyValue)) : '';
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
      <Fact label="Loan purpose" value={scenario.purpose ? PURPOSE_LABELS[scenario.purpose] : ''} />
      <Fact label="Occupancy" value={scenario.occupancy ? OCCUPANCY_LABELS[scenario.occupancy] : ''} />
      <Fact label="Property type" value={scenario.propertyType ? PROPERTY_TYPE_LABELS[scenario.propertyType] : ''} />
      <Fact label="Units" value={scenario.units === undefined ? '' : String(scenario.units)} />
      <Fact label="State" value={scenario.state ?? ''} />
      <Fact label="County" value={scenario.county ?? ''} />
      <Fact label="Property value" value={propertyValue === undefined ? '' : formatCents(propertyValue)} />
      <Fact label="Loan amount" value={loanAmount === undefined ? '' : formatCents(loanAmount)} />
      <Fact label="LTV" value={ltv} />
      <Fact label="CLTV" value={ltv} />
      <Fact label="Mortgage type" value={(scenario.mortgageTypes ?? []).map((type) => MORTGAGE_TYPE_LABELS[type]).join(', ')} />
      <Fact label="Channel" value={scenario.channel ?? ''} />
    </SimpleGrid>
  );
}
