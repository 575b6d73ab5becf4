import type { LayoutSection, LoanDataLayout } from './layout';

/** Sections a state adds, by its two-letter code. */
const STATE_SECTIONS: ReadonlyMap<string, readonly LayoutSection[]> = new Map([
  [
    'TX',
    [
      {
        id: 'texas-home-equity',
        title: 'Texas Home Equity (Section 50(a)(6))',
        description:
          'A Texas home-equity loan cannot close until 12 days after the owners receive the notice concerning extensions of credit.',
        rows: [['TX.HE50A6', 'TX.HE50A6.NOTICEDATE']],
      },
      {
        id: 'texas-disclosures',
        title: 'Texas Disclosures',
        description: 'The property-tax-loan disclosure when the property carries one, and the mortgage banker disclosure.',
        rows: [['TX.PROPTAXLOAN', 'TX.PROPTAXLOAN.DISCDATE'], ['TX.MTGBANKER.DISCDATE']],
      },
    ],
  ],
  [
    'CA',
    [
      {
        id: 'california-disclosures',
        title: 'California Disclosures',
        description: 'The per diem interest disclosure and the hazard insurance disclosure.',
        rows: [['CA.PERDIEM.DISCDATE', 'CA.PERDIEM.AMOUNT'], ['CA.HAZARDINS.DISCDATE']],
      },
      {
        id: 'california-licensing',
        title: 'California Licensing',
        description: 'The lender’s license under the California Finance Lenders Law.',
        rows: [['CA.CFL.LICENSE']],
      },
    ],
  ],
  [
    'NY',
    [
      {
        id: 'new-york-high-cost',
        title: 'New York Subprime and High-Cost Loans',
        description: 'Whether the loan is a subprime (Banking Law 6-m) or high-cost (Banking Law 6-l) home loan.',
        rows: [['NY.SUBPRIME', 'NY.HIGHCOST']],
      },
      {
        id: 'new-york-disclosures',
        title: 'New York Disclosures',
        description: 'The pre-application disclosure and the mortgage banker license.',
        rows: [['NY.PREAPP.DISCDATE', 'NY.MTGBANKER.LICENSE']],
      },
    ],
  ],
  [
    'FL',
    [
      {
        id: 'florida-taxes',
        title: 'Florida Intangible Tax and Documentary Stamps',
        description: 'The taxes due on recording the mortgage and on the note.',
        rows: [['FL.INTANGIBLETAX', 'FL.DOCSTAMPS']],
      },
      {
        id: 'florida-licensing',
        title: 'Florida Licensing',
        rows: [['FL.LENDER.LICENSE']],
      },
    ],
  ],
  [
    'IL',
    [
      {
        id: 'illinois-anti-predatory-lending',
        title: 'Illinois Anti-Predatory Lending Database',
        description: 'In the covered areas the loan needs the database’s certificate of compliance or exemption before closing.',
        rows: [['IL.APLD.REQUIRED', 'IL.APLD.CERTNUMBER', 'IL.APLD.CERTDATE']],
      },
      {
        id: 'illinois-licensing',
        title: 'Illinois Licensing',
        rows: [['IL.RML.LICENSE']],
      },
    ],
  ],
  [
    'NJ',
    [
      {
        id: 'new-jersey-disclosures',
        title: 'New Jersey Disclosures',
        description: 'The application disclosure, the high-cost home loan test and the lender’s license.',
        rows: [['NJ.APP.DISCDATE', 'NJ.HIGHCOST'], ['NJ.RML.LICENSE']],
      },
    ],
  ],
]);

/** The states whose loans get sections of their own on the State Specific Data tab. */
export const STATE_SPECIFIC_STATES: readonly string[] = [...STATE_SECTIONS.keys()];

/**
 * The State Specific Data tab: the disclosures and data the subject property's state requires,
 * grouped by state; a loan whose property has no state yet, or is in a state without sections
 * of its own, gets the general section only.
 */
export function stateSpecificLayout(propertyState: string | null): LoanDataLayout {
  const stateSections = propertyState ? (STATE_SECTIONS.get(propertyState.trim().toUpperCase()) ?? []) : [];
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
      ...stateSections,
    ],
  };
}
