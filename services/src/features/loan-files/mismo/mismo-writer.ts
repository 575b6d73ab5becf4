/**
 * Writes a loan document as a MISMO 3.4 MESSAGE, the inverse of `mapMismoMessage`: used for the
 * sample files, the tests and the import benchmark. What MISMO cannot say is not written: custom
 * fields, the portal's loan number (the lender loan identifier carries `loanNumber`, else
 * `sourceLoanNumber`), and construction loan purposes (written as Other).
 */
import type { Address, BorrowerPair, LoanDocument, Party, PropertyType } from 'shared-rules';
import { XmlWriter } from '../xml/xml-writer';
import {
  ACTIONS_TAKEN,
  AMORTIZATION_TYPES,
  ASSET_OWNER_ARCROLE,
  ASSET_TYPES,
  JOINT_BORROWERS_ARCROLE,
  LIABILITY_OWNER_ARCROLE,
  LIABILITY_TYPES,
  LIEN_POSITIONS,
  MARITAL_STATUSES,
  MISMO_NAMESPACE,
  MISMO_REFERENCE_MODEL,
  MORTGAGE_TYPES,
  OCCUPANCIES,
  REFINANCE_CASH_OUT,
  RESIDENCY_BASES,
  XLINK_NAMESPACE,
} from './mismo-vocabulary';

export interface MismoWriteOptions {
  /** Namespace prefix for MISMO elements (`mismo` writes `<mismo:MESSAGE xmlns:mismo=…>`); none by default. */
  prefix?: string;
  /** ABOUT_VERSION/CreatedDatetime; left out when not given. */
  createdDatetime?: string;
  /** Adds a lender PARTY (role NotePayTo), as lender systems do. */
  lenderName?: string;
}

const digits = (text: string | undefined): string | undefined => text?.replace(/\D/g, '');

function writeAddress(xml: XmlWriter, address: Address): void {
  xml.element('ADDRESS', () => {
    xml.leaf('AddressLineText', address.street);
    xml.leaf('AddressUnitIdentifier', address.unit);
    xml.leaf('CityName', address.city);
    xml.leaf('CountyName', address.county);
    xml.leaf('PostalCode', digits(address.postalCode));
    xml.leaf('StateCode', address.state);
  });
}

interface PropertyTypeParts {
  attachment?: string;
  construction?: string;
  legalStructure?: string;
  design?: string;
  pud?: boolean;
}

function propertyTypeParts(type: PropertyType | undefined): PropertyTypeParts {
  switch (type) {
    case undefined:
      return {};
    case 'Detached':
      return { attachment: 'Detached', construction: 'SiteBuilt' };
    case 'Attached':
      return { attachment: 'Attached', construction: 'SiteBuilt' };
    case 'Condominium':
      return { attachment: 'Attached', construction: 'SiteBuilt', legalStructure: 'Condominium' };
    case 'HighRiseCondominium':
      return { attachment: 'Attached', construction: 'SiteBuilt', legalStructure: 'Condominium', design: 'HighriseProject' };
    case 'DetachedCondo':
      return { attachment: 'Detached', construction: 'SiteBuilt', legalStructure: 'Condominium' };
    case 'PUD':
      return { attachment: 'Detached', construction: 'SiteBuilt', pud: true };
    case 'CoOperative':
      return { attachment: 'Attached', construction: 'SiteBuilt', legalStructure: 'Cooperative' };
    case 'ManufacturedHousing':
      return { attachment: 'Detached', construction: 'Manufactured' };
  }
}

function writeSubjectProperty(xml: XmlWriter, loan: LoanDocument): void {
  const { property } = loan;
  const parts = propertyTypeParts(property.propertyType);
  xml.element('COLLATERALS', () =>
    xml.element('COLLATERAL', () =>
      xml.element(
        'SUBJECT_PROPERTY',
        () => {
          writeAddress(xml, property.address);
          xml.element('PROJECT', () =>
            xml.element('PROJECT_DETAIL', () => {
              xml.leaf('ProjectDesignType', parts.design);
              xml.leaf('ProjectLegalStructureType', parts.legalStructure);
            }),
          );
          xml.element('PROPERTY_DETAIL', () => {
            xml.leaf('AttachmentType', parts.attachment);
            xml.leaf('ConstructionMethodType', parts.construction);
            xml.leaf('FinancedUnitCount', property.numberOfUnits);
            xml.leaf('PropertyEstimatedValueAmount', property.estimatedValue);
            xml.leaf('PropertyStructureBuiltYear', property.yearBuilt);
            xml.leaf('PropertyUsageType', OCCUPANCIES.write(property.occupancy));
            xml.leaf('PUDIndicator', parts.pud);
          });
          xml.element('PROPERTY_VALUATIONS', () =>
            xml.element('PROPERTY_VALUATION', () =>
              xml.element('PROPERTY_VALUATION_DETAIL', () => xml.leaf('PropertyValuationAmount', property.appraisedValue)),
            ),
          );
          xml.element('SALES_CONTRACTS', () =>
            xml.element('SALES_CONTRACT', () =>
              xml.element('SALES_CONTRACT_DETAIL', () => xml.leaf('SalesContractAmount', property.purchasePrice)),
            ),
          );
        },
        undefined,
        true,
      ),
    ),
  );
}

function writeLoan(xml: XmlWriter, loan: LoanDocument): void {
  const refinance = loan.loanPurpose === 'Cash-Out Refinance' || loan.loanPurpose === 'NoCash-Out Refinance';
  const purpose =
    loan.loanPurpose === undefined ? undefined : loan.loanPurpose === 'Purchase' ? 'Purchase' : refinance ? 'Refinance' : 'Other';
  const lenderLoanNumber = loan.loanNumber ?? loan.sourceLoanNumber;
  xml.element('LOANS', () =>
    xml.element(
      'LOAN',
      () => {
        xml.element('AMORTIZATION', () =>
          xml.element('AMORTIZATION_RULE', () => {
            xml.leaf('AmortizationType', AMORTIZATION_TYPES.write(loan.amortizationType));
            xml.leaf('LoanAmortizationPeriodCount', loan.termMonths);
            xml.leaf('LoanAmortizationPeriodType', loan.termMonths === undefined ? undefined : 'Month');
          }),
        );
        xml.element('CLOSING_INFORMATION', () =>
          xml.element('CLOSING_INFORMATION_DETAIL', () => xml.leaf('ClosingDate', loan.estimatedClosingDate)),
        );
        xml.element('HMDA_LOAN', () =>
          xml.element('HMDA_LOAN_DETAIL', () => xml.leaf('HMDADispositionType', ACTIONS_TAKEN.write(loan.actionTaken))),
        );
        xml.element('LOAN_DETAIL', () => xml.leaf('ApplicationReceivedDate', loan.applicationDate));
        xml.element('LOAN_IDENTIFIERS', () => {
          if (lenderLoanNumber !== undefined) {
            xml.element('LOAN_IDENTIFIER', () => {
              xml.leaf('LoanIdentifier', lenderLoanNumber);
              xml.leaf('LoanIdentifierType', 'LenderLoan');
            });
          }
          if (loan.agencyCaseNumber !== undefined) {
            xml.element('LOAN_IDENTIFIER', () => {
              xml.leaf('LoanIdentifier', loan.agencyCaseNumber);
              xml.leaf('LoanIdentifierType', 'AgencyCase');
            });
          }
        });
        xml.element('LOAN_PRODUCT', () => xml.element('LOAN_PRODUCT_DETAIL', () => xml.leaf('ProductName', loan.loanProgramName)));
        xml.element('MATURITY', () =>
          xml.element('MATURITY_RULE', () => {
            xml.leaf('LoanMaturityPeriodCount', loan.termMonths);
            xml.leaf('LoanMaturityPeriodType', loan.termMonths === undefined ? undefined : 'Month');
          }),
        );
        if (refinance) {
          xml.element('REFINANCE', () =>
            xml.leaf(
              'RefinanceCashOutDeterminationType',
              loan.loanPurpose === 'Cash-Out Refinance' ? REFINANCE_CASH_OUT.cashOut : REFINANCE_CASH_OUT.noCashOut,
            ),
          );
        }
        xml.element('TERMS_OF_LOAN', () => {
          xml.leaf('BaseLoanAmount', loan.loanAmount);
          xml.leaf('LienPriorityType', LIEN_POSITIONS.write(loan.lienPosition));
          xml.leaf('LoanPurposeType', purpose);
          xml.leaf('MortgageType', MORTGAGE_TYPES.write(loan.mortgageType));
          xml.leaf('NoteAmount', loan.totalLoanAmount);
          xml.leaf('NoteRatePercent', loan.noteRate);
        });
      },
      { LoanRoleType: 'SubjectLoan' },
      true,
    ),
  );
}

function writePhone(xml: XmlWriter, phone: string | undefined, roleType: string): void {
  if (phone === undefined) return;
  const [number, extension] = phone.split(' x');
  xml.element('CONTACT_POINT', () => {
    xml.element('CONTACT_POINT_TELEPHONE', () => {
      xml.leaf('ContactPointTelephoneExtensionValue', extension);
      xml.leaf('ContactPointTelephoneValue', digits(number));
    });
    xml.element('CONTACT_POINT_DETAIL', () => xml.leaf('ContactPointRoleType', roleType));
  });
}

function writeBorrowerParty(
  xml: XmlWriter,
  party: Party,
  roleLabel: string,
  classification: 'Primary' | 'Secondary',
  sequence: number,
): void {
  xml.element(
    'PARTY',
    () => {
      xml.element('INDIVIDUAL', () => {
        xml.element('CONTACT_POINTS', () => {
          writePhone(xml, party.homePhone, 'Home');
          writePhone(xml, party.cellPhone, 'Mobile');
          writePhone(xml, party.workPhone, 'Work');
          if (party.email !== undefined) {
            xml.element('CONTACT_POINT', () => {
              xml.element('CONTACT_POINT_EMAIL', () => xml.leaf('ContactPointEmailValue', party.email));
              xml.element('CONTACT_POINT_DETAIL', () => xml.leaf('ContactPointRoleType', 'Home'));
            });
          }
        });
        xml.element('NAME', () => {
          xml.leaf('FirstName', party.firstName);
          xml.leaf('LastName', party.lastName);
          xml.leaf('MiddleName', party.middleName);
          xml.leaf('SuffixName', party.suffix);
        });
      });
      xml.element('ROLES', () =>
        xml.element(
          'ROLE',
          () => {
            xml.element('BORROWER', () => {
              xml.element('BORROWER_DETAIL', () => {
                xml.leaf('BorrowerBirthDate', party.birthDate);
                xml.leaf('BorrowerClassificationType', classification);
                xml.leaf('DependentCount', party.dependentCount);
                xml.leaf('MaritalStatusType', MARITAL_STATUSES.write(party.maritalStatus));
              });
              xml.element('EMPLOYERS', () => {
                party.employers.forEach((employer, index) => {
                  xml.element(
                    'EMPLOYER',
                    () => {
                      xml.element('LEGAL_ENTITY', () =>
                        xml.element('LEGAL_ENTITY_DETAIL', () => xml.leaf('FullName', employer.employerName)),
                      );
                      xml.element('EMPLOYMENT', () => {
                        xml.leaf('EmploymentBorrowerSelfEmployedIndicator', employer.selfEmployed);
                        xml.leaf('EmploymentMonthlyIncomeAmount', employer.monthlyIncome);
                        xml.leaf('EmploymentPositionDescription', employer.position);
                        xml.leaf('EmploymentStartDate', employer.startDate);
                        xml.leaf('EmploymentStatusType', employer.current ? 'Current' : 'Prior');
                      });
                    },
                    { SequenceNumber: index + 1 },
                  );
                });
              });
              xml.element('RESIDENCES', () => {
                party.residences.forEach((residence, index) => {
                  xml.element(
                    'RESIDENCE',
                    () => {
                      writeAddress(xml, residence.address);
                      if (residence.monthlyRent !== undefined) {
                        xml.element('LANDLORD', () =>
                          xml.element('LANDLORD_DETAIL', () => xml.leaf('MonthlyRentAmount', residence.monthlyRent)),
                        );
                      }
                      xml.element('RESIDENCE_DETAIL', () => {
                        xml.leaf('BorrowerResidencyBasisType', RESIDENCY_BASES.write(residence.basis));
                        xml.leaf('BorrowerResidencyDurationMonthsCount', residence.durationMonths);
                        xml.leaf('BorrowerResidencyType', residence.current ? 'Current' : 'Prior');
                      });
                    },
                    { SequenceNumber: index + 1 },
                  );
                });
              });
            });
            xml.element('ROLE_DETAIL', () => xml.leaf('PartyRoleType', 'Borrower'));
          },
          { SequenceNumber: 1, 'xlink:label': roleLabel },
        ),
      );
      if (party.ssn !== undefined) {
        xml.element('TAXPAYER_IDENTIFIERS', () =>
          xml.element('TAXPAYER_IDENTIFIER', () => {
            xml.leaf('TaxpayerIdentifierType', 'SocialSecurityNumber');
            xml.leaf('TaxpayerIdentifierValue', digits(party.ssn));
          }),
        );
      }
    },
    { SequenceNumber: sequence },
  );
}

const roleLabel = (pairIndex: number, member: 'B' | 'C'): string => `BORROWER_${pairIndex + 1}_${member}`;

function owners(pair: BorrowerPair, pairIndex: number, ownership: 'Borrower' | 'CoBorrower' | 'Joint'): string[] {
  const borrower = roleLabel(pairIndex, 'B');
  const coBorrower = pair.coBorrower === undefined ? borrower : roleLabel(pairIndex, 'C');
  if (ownership === 'Borrower') return [borrower];
  if (ownership === 'CoBorrower') return [coBorrower];
  return borrower === coBorrower ? [borrower] : [borrower, coBorrower];
}

/** The MISMO 3.4 XML text of a loan document. */
export function writeMismoLoanFile(loan: LoanDocument, options: MismoWriteOptions = {}): string {
  const prefix = options.prefix ?? '';
  const xml = new XmlWriter(prefix);
  const relationships: Array<{ arcrole: string; from: string; to: string }> = [];
  xml.raw('<?xml version="1.0" encoding="UTF-8"?>\n');
  const namespaceAttribute = prefix === '' ? 'xmlns' : `xmlns:${prefix}`;
  xml.element(
    'MESSAGE',
    () => {
      xml.element('ABOUT_VERSIONS', () => xml.element('ABOUT_VERSION', () => xml.leaf('CreatedDatetime', options.createdDatetime)));
      xml.element('DEAL_SETS', () =>
        xml.element('DEAL_SET', () =>
          xml.element('DEALS', () =>
            xml.element(
              'DEAL',
              () => {
                let assetNumber = 0;
                xml.element('ASSETS', () =>
                  loan.applications.forEach((pair, pairIndex) => {
                    pair.assets.forEach((asset) => {
                      assetNumber += 1;
                      const label = `ASSET_${assetNumber}`;
                      for (const owner of owners(pair, pairIndex, asset.ownership))
                        relationships.push({ arcrole: ASSET_OWNER_ARCROLE, from: label, to: owner });
                      xml.element(
                        'ASSET',
                        () => {
                          xml.element('ASSET_DETAIL', () => {
                            xml.leaf('AssetAccountIdentifier', asset.accountNumber);
                            xml.leaf('AssetCashOrMarketValueAmount', asset.value);
                            xml.leaf('AssetType', ASSET_TYPES.write(asset.type));
                          });
                          xml.element('ASSET_HOLDER', () => xml.element('NAME', () => xml.leaf('FullName', asset.holderName)));
                        },
                        { SequenceNumber: assetNumber, 'xlink:label': label },
                        true,
                      );
                    });
                  }),
                );
                writeSubjectProperty(xml, loan);
                let liabilityNumber = 0;
                xml.element('LIABILITIES', () =>
                  loan.applications.forEach((pair, pairIndex) => {
                    pair.liabilities.forEach((liability) => {
                      liabilityNumber += 1;
                      const label = `LIABILITY_${liabilityNumber}`;
                      for (const owner of owners(pair, pairIndex, liability.ownership))
                        relationships.push({ arcrole: LIABILITY_OWNER_ARCROLE, from: label, to: owner });
                      xml.element(
                        'LIABILITY',
                        () => {
                          xml.element('LIABILITY_DETAIL', () => {
                            xml.leaf('LiabilityAccountIdentifier', liability.accountNumber);
                            xml.leaf('LiabilityMonthlyPaymentAmount', liability.monthlyPayment);
                            xml.leaf('LiabilityPayoffStatusIndicator', liability.payoff);
                            xml.leaf('LiabilityType', LIABILITY_TYPES.write(liability.type));
                            xml.leaf('LiabilityUnpaidBalanceAmount', liability.unpaidBalance);
                          });
                          xml.element('LIABILITY_HOLDER', () => xml.element('NAME', () => xml.leaf('FullName', liability.holderName)));
                        },
                        { SequenceNumber: liabilityNumber, 'xlink:label': label },
                        true,
                      );
                    });
                  }),
                );
                writeLoan(xml, loan);
                let partyNumber = 0;
                xml.element('PARTIES', () => {
                  loan.applications.forEach((pair, pairIndex) => {
                    partyNumber += 1;
                    writeBorrowerParty(xml, pair.borrower, roleLabel(pairIndex, 'B'), 'Primary', partyNumber);
                    if (pair.coBorrower !== undefined) {
                      partyNumber += 1;
                      writeBorrowerParty(xml, pair.coBorrower, roleLabel(pairIndex, 'C'), 'Secondary', partyNumber);
                      relationships.push({
                        arcrole: JOINT_BORROWERS_ARCROLE,
                        from: roleLabel(pairIndex, 'B'),
                        to: roleLabel(pairIndex, 'C'),
                      });
                    }
                  });
                  if (options.lenderName !== undefined) {
                    const lenderName = options.lenderName;
                    xml.element(
                      'PARTY',
                      () => {
                        xml.element('LEGAL_ENTITY', () => xml.element('LEGAL_ENTITY_DETAIL', () => xml.leaf('FullName', lenderName)));
                        xml.element('ROLES', () =>
                          xml.element('ROLE', () => xml.element('ROLE_DETAIL', () => xml.leaf('PartyRoleType', 'NotePayTo'))),
                        );
                      },
                      { SequenceNumber: partyNumber + 1 },
                    );
                  }
                });
                xml.element('RELATIONSHIPS', () =>
                  relationships.forEach((relationship, index) => {
                    xml.empty('RELATIONSHIP', {
                      SequenceNumber: index + 1,
                      'xlink:arcrole': relationship.arcrole,
                      'xlink:from': relationship.from,
                      'xlink:to': relationship.to,
                    });
                  }),
                );
              },
              undefined,
              true,
            ),
          ),
        ),
      );
    },
    { [namespaceAttribute]: MISMO_NAMESPACE, 'xmlns:xlink': XLINK_NAMESPACE, MISMOReferenceModelIdentifier: MISMO_REFERENCE_MODEL },
    true,
  );
  return xml.toString();
}
