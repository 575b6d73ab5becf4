/**
 * The parts of a MISMO 3.4 MESSAGE the import maps. Everything else in a file is checked for
 * well-formedness and then dropped without being kept in memory.
 */
import type { XmlSelection } from '../xml/xml-tree-reader';

const SUBJECT_PROPERTY: XmlSelection = {
  ADDRESS: true,
  PROJECT: true,
  PROPERTY_DETAIL: true,
  PROPERTY_VALUATIONS: true,
  SALES_CONTRACTS: true,
};

const LOAN: XmlSelection = {
  AMORTIZATION: true,
  CLOSING_INFORMATION: true,
  HMDA_LOAN: true,
  LOAN_DETAIL: true,
  LOAN_IDENTIFIERS: true,
  LOAN_PRODUCT: true,
  MATURITY: true,
  REFINANCE: true,
  TERMS_OF_LOAN: true,
};

const PARTY: XmlSelection = {
  INDIVIDUAL: true,
  ROLES: {
    ROLE: {
      BORROWER: { BORROWER_DETAIL: true, EMPLOYERS: true, RESIDENCES: true },
      ROLE_DETAIL: true,
    },
  },
  TAXPAYER_IDENTIFIERS: true,
};

export const MISMO_SELECTION: XmlSelection = {
  DEAL_SETS: {
    DEAL_SET: {
      DEALS: {
        DEAL: {
          ASSETS: { ASSET: true },
          COLLATERALS: { COLLATERAL: { SUBJECT_PROPERTY } },
          LIABILITIES: { LIABILITY: true },
          LOANS: { LOAN },
          PARTIES: { PARTY },
          RELATIONSHIPS: { RELATIONSHIP: true },
        },
      },
    },
  },
};
