import type { LoanDataLayout } from './layout';

/**
 * The State Specific Data tab: the disclosures and data the subject property's state requires,
 * grouped by state; a loan whose property has no state yet gets the general section only.
 */
export function stateSpecificLayout(propertyState: string | null): LoanDataLayout {
  return {
    tab: 'additional',
    title: 'State Specific Data',
    sections: [
      {
        id: 'property-state',
        title: 'Subject Property State',
        description: "The property's state decides which state disclosures this loan needs.",
        rows: [['14', '13']],
      },
      ...(propertyState ? (STATE_SECTIONS[propertyState] ?? []) : []),
    ],
  };
}

/** Sections a state adds, by its two-letter code. */
const STATE_SECTIONS: Record<string, LoanDataLayout['sections']> = {};
