import type {
  ApprovalStatus,
  Branding,
  ChannelType,
  CompanyInformation,
  CorrespondentSelection,
  GeneralSettings,
  LoanUploadSettings,
  RoleType,
} from 'shared-rules';
import { IMPORT_FILE_MAX_BYTES, PERSONA } from 'shared-rules';
import { DEMO_LOGO_URLS } from './assets';

/**
 * The demo lender, its broker and correspondent organisations and their users. The platform's
 * end-to-end journeys sign in with these emails, so they are fixed; ids are readable and stable
 * so links in seeded notifications keep working across re-seeds.
 */
export const DEMO_PASSWORD = 'Portal-Demo-2026';

export interface DemoInternalUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  personas: string[];
  hasIntegrationToken: boolean;
  phone: string;
  cell: string;
  role: string;
}

export interface DemoOrganization {
  id: string;
  name: string;
  approvalStatus: ApprovalStatus;
  channelTypes: ChannelType[];
  correspondentSelection: CorrespondentSelection[];
  primaryAeId: string;
}

export interface DemoExternalUser {
  id: string;
  organizationId: string;
  email: string;
  firstName: string;
  lastName: string;
  roleTypes: RoleType[];
  disabledLogin: boolean;
  phone: string;
  encompassId: string;
}

export const DEMO_INTERNAL_USERS: DemoInternalUser[] = [
  {
    id: 'usr-admin-alex',
    email: 'admin@lender.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    personas: [PERSONA.administrator],
    hasIntegrationToken: true,
    phone: '555-201-0100',
    cell: '555-301-0100',
    role: 'administrator',
  },
  {
    id: 'usr-ae-jordan',
    email: 'ae.jordan@lender.test',
    firstName: 'Jordan',
    lastName: 'Reyes',
    personas: [PERSONA.accountExecutive],
    hasIntegrationToken: true,
    phone: '555-201-0200',
    cell: '555-301-0200',
    role: 'account executive (Summit, Harbor)',
  },
  {
    id: 'usr-ae-casey',
    email: 'ae.casey@lender.test',
    firstName: 'Casey',
    lastName: 'Lin',
    personas: [PERSONA.accountExecutive],
    hasIntegrationToken: true,
    phone: '555-201-0300',
    cell: '555-301-0300',
    role: 'account executive (Prairie)',
  },
  {
    id: 'usr-ops-riley',
    email: 'ops@lender.test',
    firstName: 'Riley',
    lastName: 'Chen',
    personas: [PERSONA.accountExecutive],
    hasIntegrationToken: false,
    phone: '555-201-0400',
    cell: '555-301-0400',
    role: 'internal, no integration token',
  },
];

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    id: 'org-summit',
    name: 'Summit Home Lending',
    approvalStatus: 'Active',
    channelTypes: ['Brokered - Wholesale', 'Correspondent'],
    correspondentSelection: ['Delegated', 'Non-Delegated'],
    primaryAeId: 'usr-ae-jordan',
  },
  {
    id: 'org-harbor',
    name: 'Harbor Mortgage Brokers',
    approvalStatus: 'Active',
    channelTypes: ['Brokered - Wholesale'],
    correspondentSelection: [],
    primaryAeId: 'usr-ae-jordan',
  },
  {
    id: 'org-prairie',
    name: 'Prairie Correspondent Group',
    approvalStatus: 'Pending',
    channelTypes: ['Correspondent'],
    correspondentSelection: ['Non-Delegated'],
    primaryAeId: 'usr-ae-casey',
  },
];

/** Which organisations each account executive covers. */
export const DEMO_COVERAGE: Array<{ aeUserId: string; organizationId: string }> = [
  { aeUserId: 'usr-ae-jordan', organizationId: 'org-summit' },
  { aeUserId: 'usr-ae-jordan', organizationId: 'org-harbor' },
  { aeUserId: 'usr-ae-casey', organizationId: 'org-prairie' },
];

function external(
  id: string,
  organizationId: string,
  email: string,
  firstName: string,
  lastName: string,
  roleTypes: RoleType[],
  phone: string,
  disabledLogin = false,
): DemoExternalUser {
  return { id, organizationId, email, firstName, lastName, roleTypes, disabledLogin, phone, encompassId: `enc-${id.slice(4)}` };
}

export const DEMO_EXTERNAL_USERS: DemoExternalUser[] = [
  external('usr-summit-taylor', 'org-summit', 'lo@summit.test', 'Taylor', 'Brooks', ['lo'], '555-410-1001'),
  external('usr-summit-morgan', 'org-summit', 'lp@summit.test', 'Morgan', 'Patel', ['lp'], '555-410-1002'),
  external('usr-summit-sam', 'org-summit', 'both@summit.test', 'Sam', 'Rivera', ['lo', 'lp'], '555-410-1003'),
  external('usr-summit-jamie', 'org-summit', 'former@summit.test', 'Jamie', 'Fox', ['lo'], '555-410-1004', true),
  external('usr-harbor-drew', 'org-harbor', 'lo@harbor.test', 'Drew', 'Carter', ['lo'], '555-420-2001'),
  external('usr-harbor-avery', 'org-harbor', 'lp@harbor.test', 'Avery', 'Kim', ['lp'], '555-420-2002'),
  external('usr-harbor-quinn', 'org-harbor', 'disabled@harbor.test', 'Quinn', 'Hayes', ['lp'], '555-420-2003', true),
  external('usr-prairie-parker', 'org-prairie', 'lo@prairie.test', 'Parker', 'Lee', ['lo'], '555-430-3001'),
  external('usr-prairie-rowan', 'org-prairie', 'lp@prairie.test', 'Rowan', 'Diaz', ['lp'], '555-430-3002'),
  external('usr-prairie-emerson', 'org-prairie', 'disabled@prairie.test', 'Emerson', 'Gray', ['lo'], '555-430-3003', true),
];

/** Its logos are demo assets (assets/demo-assets.ts). */
export const DEMO_BRANDING: Branding = { brandName: 'Keystone Lending', logo: DEMO_LOGO_URLS };

export const DEMO_COMPANY_INFORMATION: CompanyInformation = { companyName: 'Keystone Lending' };

export const DEMO_GENERAL_SETTINGS: GeneralSettings = {
  loanUpload: { enableWholesale: true, enableNonDelegated: true, enableDelegated: true },
};

export const DEMO_LOAN_UPLOAD_SETTINGS: LoanUploadSettings = {
  maxFileSizeBytes: IMPORT_FILE_MAX_BYTES,
  acceptedExtensions: ['.xml'],
  redirectRules: [],
};

/** Notification texts per external user: `[message, link, read, hours ago]`. */
export const DEMO_NOTIFICATIONS: Array<[string, string | null, boolean, number]> = [
  ['Welcome to the Keystone Lending portal. Your account is ready.', '/pipeline', true, 240],
  ['Rate sheet updated: new pricing is effective today at 9:00 AM ET.', '/quick-pricer', true, 30],
  ['Condition cleared: the appraisal was received and reviewed by underwriting.', null, false, 5],
  ['Reminder: lock expirations this week need an extension request by Friday.', '/pipeline', false, 1],
];
