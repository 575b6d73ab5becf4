/** The custom fields (`CX.`, `CUST`) the portal itself uses; they live in the document's `customFields`. */
import type { FieldDefinition } from '../field-definition';
import { customFieldPath, dropdown, field, money, options, text } from './field-builder';

export const DISCLOSURE_SOURCE_OPTIONS = options('Company', 'Correspondent');

const disclosureSource = (id: string, description: string): FieldDefinition =>
  dropdown(id, description, customFieldPath(id), DISCLOSURE_SOURCE_OPTIONS);

export const CUSTOM_FIELDS: FieldDefinition[] = [
  disclosureSource('CX.CORE.INITIALDISC', 'Initial Disclosures and LE Sent By'),
  disclosureSource('CX.CORE.COC', 'COC and Revised LE Sent By'),
  disclosureSource('CX.CORE.REVISEDCD', 'Initial and Revised CD Sent By'),
  disclosureSource('CX.CORE.CLOSEDOCS', 'Closing Documents Drawn By'),
  disclosureSource('CX.CORE.FHA.CASENUMBER', 'FHA Case Number Ordered By'),
  field('CX.CORE.DISCPREVIEW', 'Disclosure Preview Required', 'CHECKBOX', 'String', customFieldPath('CX.CORE.DISCPREVIEW')),
  field('CX.NONQM.YN', 'Non-QM Loan', 'CHECKBOX', 'String', customFieldPath('CX.NONQM.YN')),
  text('CUST01FV', 'Broker Reference Number', customFieldPath('CUST01FV')),
  money('CUST02FV', 'Lender Credit Approved by AE', customFieldPath('CUST02FV')),
];
