/**
 * The State Specific Data tab's fields: what the subject property's state requires the lender to
 * disclose or record. Ids start with the state's code (`TX.HE50A6`); values live under
 * `stateDisclosures.<state>`.
 */
import type { FieldDefinition } from '../field-definition';
import { date, money, text, yesNo } from './field-builder';

const TEXAS = '$.stateDisclosures.texas';
const CALIFORNIA = '$.stateDisclosures.california';
const NEW_YORK = '$.stateDisclosures.newYork';
const FLORIDA = '$.stateDisclosures.florida';
const ILLINOIS = '$.stateDisclosures.illinois';
const NEW_JERSEY = '$.stateDisclosures.newJersey';

export const STATE_FIELDS: FieldDefinition[] = [
  yesNo('TX.HE50A6', 'Texas Home Equity Loan (Section 50(a)(6))', `${TEXAS}.homeEquity50a6`),
  date('TX.HE50A6.NOTICEDATE', 'Texas 12-Day Notice Concerning Extensions of Credit Date', `${TEXAS}.homeEquityNoticeDate`),
  yesNo('TX.PROPTAXLOAN', 'Texas Property Tax Loan on the Property', `${TEXAS}.propertyTaxLoan`),
  date('TX.PROPTAXLOAN.DISCDATE', 'Texas Property Tax Loan Disclosure Date', `${TEXAS}.propertyTaxLoanDisclosureDate`),
  date('TX.MTGBANKER.DISCDATE', 'Texas Mortgage Banker Disclosure Date', `${TEXAS}.mortgageBankerDisclosureDate`),

  date('CA.PERDIEM.DISCDATE', 'California Per Diem Interest Disclosure Date', `${CALIFORNIA}.perDiemDisclosureDate`),
  money('CA.PERDIEM.AMOUNT', 'California Per Diem Interest Amount', `${CALIFORNIA}.perDiemInterestAmount`),
  text('CA.CFL.LICENSE', 'California Finance Lenders Law License Number', `${CALIFORNIA}.financeLendersLicense`),
  date('CA.HAZARDINS.DISCDATE', 'California Hazard Insurance Disclosure Date', `${CALIFORNIA}.hazardInsuranceDisclosureDate`),

  yesNo('NY.SUBPRIME', 'New York Subprime Home Loan (Banking Law 6-m)', `${NEW_YORK}.subprimeHomeLoan`),
  yesNo('NY.HIGHCOST', 'New York High-Cost Home Loan (Banking Law 6-l)', `${NEW_YORK}.highCostHomeLoan`),
  date('NY.PREAPP.DISCDATE', 'New York Pre-Application Disclosure Date', `${NEW_YORK}.preApplicationDisclosureDate`),
  text('NY.MTGBANKER.LICENSE', 'New York Mortgage Banker License Number', `${NEW_YORK}.mortgageBankerLicense`),

  money('FL.INTANGIBLETAX', 'Florida Intangible Tax', `${FLORIDA}.intangibleTax`),
  money('FL.DOCSTAMPS', 'Florida Documentary Stamp Tax on the Note', `${FLORIDA}.documentaryStampTax`),
  text('FL.LENDER.LICENSE', 'Florida Mortgage Lender License Number', `${FLORIDA}.lenderLicense`),

  yesNo('IL.APLD.REQUIRED', 'Illinois Anti-Predatory Lending Database Area', `${ILLINOIS}.antiPredatoryDatabaseRequired`),
  text('IL.APLD.CERTNUMBER', 'Illinois Anti-Predatory Lending Database Certificate Number', `${ILLINOIS}.antiPredatoryCertificateNumber`),
  date('IL.APLD.CERTDATE', 'Illinois Anti-Predatory Lending Database Certificate Date', `${ILLINOIS}.antiPredatoryCertificateDate`),
  text('IL.RML.LICENSE', 'Illinois Residential Mortgage License Number', `${ILLINOIS}.residentialMortgageLicense`),

  date('NJ.APP.DISCDATE', 'New Jersey Application Disclosure Date', `${NEW_JERSEY}.applicationDisclosureDate`),
  yesNo('NJ.HIGHCOST', 'New Jersey High-Cost Home Loan (Home Ownership Security Act)', `${NEW_JERSEY}.highCostHomeLoan`),
  text('NJ.RML.LICENSE', 'New Jersey Residential Mortgage Lender License Number', `${NEW_JERSEY}.residentialMortgageLenderLicense`),
];
