/**
 * What an adjustment cell means: whether it holds for a scenario, and the words that say why it
 * applied. The compiled and the naive evaluators both read cells through here, so they can only
 * differ in how they find the cells, never in what a cell means.
 */
import type { AdjustmentCell, AdjustmentGrid, AdjustmentKind, PricingProduct } from './rate-sheet';
import type { PricingScenario } from './scenario';
import { formatCents, formatHundredths, formatThousandths, loanToValue } from './units';

/** The scenario as the grids read it: ratios worked out once. */
export interface ScenarioFacts {
  scenario: PricingScenario;
  ltv: number;
  cltv: number;
  secondLienAmount: number;
}

export function scenarioFacts(scenario: PricingScenario): ScenarioFacts {
  const secondLienAmount = scenario.secondLienAmount ?? 0;
  return {
    scenario,
    ltv: loanToValue(scenario.loanAmount, scenario.propertyValue),
    cltv: loanToValue(scenario.loanAmount + secondLienAmount, scenario.propertyValue),
    secondLienAmount,
  };
}

/** True when a grid names the product, or names nothing and so applies to all. */
export function gridAppliesToProduct(grid: AdjustmentGrid, product: PricingProduct): boolean {
  if (grid.mortgageTypes.length === 0 && grid.productIds.length === 0) return true;
  return grid.mortgageTypes.includes(product.mortgageType) || grid.productIds.includes(product.id);
}

/** Whether an inclusive band holds a value; a null end is open. */
export function inBand(value: number, from: number | null, to: number | null): boolean {
  return (from === null || value >= from) && (to === null || value <= to);
}

/**
 * The value a band-keyed kind reads, or null when the scenario has none (no DSCR; no second lien
 * for SubordinateFinancing), in which case no cell of the grid applies. Matched kinds answer null.
 */
export function bandedValue(kind: AdjustmentKind, facts: ScenarioFacts, noteRate: number): number | null {
  switch (kind) {
    case 'CreditScoreLtv':
      return facts.scenario.creditScore;
    case 'Units':
      return facts.scenario.units;
    case 'LoanAmount':
      return facts.scenario.loanAmount;
    case 'Dscr':
      return facts.scenario.dscr ?? null;
    case 'SubordinateFinancing':
      return facts.secondLienAmount > 0 ? facts.cltv : null;
    case 'NoteRate':
      return noteRate;
    default:
      return null;
  }
}

/** The text a match-keyed kind compares its cells with; null for band-keyed kinds. */
export function matchedValue(kind: AdjustmentKind, facts: ScenarioFacts): string | null {
  switch (kind) {
    case 'Occupancy':
      return facts.scenario.occupancy;
    case 'PropertyType':
      return facts.scenario.propertyType;
    case 'Purpose':
      return facts.scenario.purpose;
    case 'State':
      return facts.scenario.state;
    case 'EscrowWaiver':
      return facts.scenario.escrowWaived ? 'Yes' : 'No';
    default:
      return null;
  }
}

/** Whether one cell holds for the scenario (and the note rate, which only NoteRate grids read). */
export function cellMatches(kind: AdjustmentKind, cell: AdjustmentCell, facts: ScenarioFacts, noteRate: number): boolean {
  if (!inBand(facts.ltv, cell.ltvFrom, cell.ltvTo)) return false;
  const matched = matchedValue(kind, facts);
  if (matched !== null) return cell.match === matched;
  const value = bandedValue(kind, facts, noteRate);
  return value !== null && inBand(value, cell.from, cell.to);
}

function bandText(from: number | null, to: number | null, format: (value: number) => string): string {
  if (from !== null && to !== null) return from === to ? format(from) : `${format(from)}–${format(to)}`;
  if (from !== null) return `≥ ${format(from)}`;
  if (to !== null) return `≤ ${format(to)}`;
  return 'any';
}

const percentBand = (from: number | null, to: number | null) => `${bandText(from, to, formatHundredths)} %`;

function primaryText(kind: AdjustmentKind, cell: AdjustmentCell): string {
  switch (kind) {
    case 'CreditScoreLtv':
      return `Credit score ${bandText(cell.from, cell.to, String)}`;
    case 'Units':
      return `Units ${bandText(cell.from, cell.to, String)}`;
    case 'LoanAmount':
      return `Loan amount ${bandText(cell.from, cell.to, formatCents)}`;
    case 'Dscr':
      return `DSCR ${bandText(cell.from, cell.to, formatThousandths)}`;
    case 'SubordinateFinancing':
      return `Subordinate financing, CLTV ${percentBand(cell.from, cell.to)}`;
    case 'NoteRate':
      return `Note rate ${bandText(cell.from, cell.to, formatThousandths)} %`;
    case 'Occupancy':
      return `Occupancy ${cell.match}`;
    case 'PropertyType':
      return `Property type ${cell.match}`;
    case 'Purpose':
      return `Purpose ${cell.match}`;
    case 'State':
      return `State ${cell.match}`;
    case 'EscrowWaiver':
      return cell.match === 'Yes' ? 'Escrows waived' : 'Escrows kept';
  }
}

/** Why a cell applied, e.g. "Credit score 700–719 × LTV 80.01–85.00 %". */
export function describeCell(kind: AdjustmentKind, cell: AdjustmentCell): string {
  const primary = primaryText(kind, cell);
  return cell.ltvFrom === null && cell.ltvTo === null ? primary : `${primary} × LTV ${percentBand(cell.ltvFrom, cell.ltvTo)}`;
}
