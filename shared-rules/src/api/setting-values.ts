/**
 * The value of every stored setting, one TypeBox schema per key. Saves are checked against these
 * on the server (unknown fields and oversize texts are refused), and the admin pages' forms are
 * typed by them. Where the specification names no fields for a page, the fields below are what a
 * lender's administrator expects of that concern; each schema says so.
 */
import { Type, type Static } from 'typebox';
import type { AdverseActionTrigger } from '../lock/lock';
import type { RedirectRule } from '../redirect/redirect';
import { CONDITION_OPERATORS, type Condition } from '../rules/types';
import { Nullable, StringEnum, describes } from './schema-kit';

const Text = (maxLength: number, options: Record<string, unknown> = {}) => Type.String({ maxLength, ...options });
/** Optional in a form: an empty string means "not given". */
const OptionalEmail = () => Type.String({ maxLength: 254, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const OptionalUrl = () => Type.String({ maxLength: 2000, pattern: '^$|^https?://\\S+$' });
/** `#1a2b3c` (the Mantine colour input's hex format). */
export const HexColour = () => Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const Strict = { additionalProperties: false } as const;
const UsState = () => Type.String({ pattern: '^$|^[A-Z]{2}$' });
const ZipCode = () => Type.String({ pattern: '^$|^\\d{5}(-\\d{4})?$' });

/* ---------------------------------------------------------------- Public keys (every signed-in user) */

const LogoUrl = Nullable(Type.String({ maxLength: 2000, pattern: '^(https?://|/)' }));

/** Setting `branding`: brand name and the light and dark logos (asset URLs). */
export const BrandingSchema = Type.Object(
  {
    brandName: Type.String({ minLength: 1, maxLength: 120 }),
    logo: Type.Object({ lightMode: LogoUrl, darkMode: LogoUrl }, Strict),
  },
  Strict,
);
export type Branding = Static<typeof BrandingSchema>;

/**
 * Setting `company-information`. The specification names companyName; the rest is what borrowers'
 * documents and the footer need of a lender: its NMLS id, address and ways to reach it.
 */
export const CompanyInformationSchema = Type.Object(
  {
    companyName: Type.String({ minLength: 1, maxLength: 200 }),
    nmlsId: Type.Optional(Type.String({ pattern: '^$|^\\d{1,10}$' })),
    street: Type.Optional(Text(200)),
    city: Type.Optional(Text(100)),
    state: Type.Optional(UsState()),
    zip: Type.Optional(ZipCode()),
    phone: Type.Optional(Text(30)),
    email: Type.Optional(OptionalEmail()),
    website: Type.Optional(OptionalUrl()),
  },
  Strict,
);
export type CompanyInformation = Static<typeof CompanyInformationSchema>;

/** Setting `general-settings`: the channels whose loans may be Non-QM (the Add Loan wizard reads them). */
export const GeneralSettingsSchema = Type.Object(
  {
    loanUpload: Type.Object(
      { enableWholesale: Type.Boolean(), enableNonDelegated: Type.Boolean(), enableDelegated: Type.Boolean() },
      Strict,
    ),
  },
  Strict,
);
export type GeneralSettings = Static<typeof GeneralSettingsSchema>;

/** Every feature flag of the portal, in the order the General Settings page lists them. */
export const FEATURE_FLAGS = [
  'thirdContact',
  'hoiOptOut',
  'nonQmRedirect',
  'newTrainingPages',
  'knowledgeBase',
  'earlyIcd',
  'hoiOptOutPage',
  'agenticAssistant',
  'banner',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** What each flag turns on, as the General Settings page labels it. */
export const FEATURE_FLAG_LABELS: Record<FeatureFlag, { label: string; description: string }> = {
  thirdContact: { label: 'Third contact', description: 'Add Loan asks for a submission contact besides the loan officer and processor.' },
  hoiOptOut: { label: 'HOI opt-out', description: 'Add Loan shows the homeowners-insurance notice step.' },
  nonQmRedirect: { label: 'Non-QM redirect', description: 'Non-QM loans are sent to the Non-QM pipeline.' },
  newTrainingPages: { label: 'New training pages', description: 'The Training menu shows the training pages.' },
  knowledgeBase: { label: 'Knowledge base', description: 'The knowledge base and its links in the help center.' },
  earlyIcd: { label: 'Early ICD', description: 'Loans offer the ICD Request tab.' },
  hoiOptOutPage: { label: 'HOI opt-out page', description: 'Loans show the Homeowners Insurance tab.' },
  agenticAssistant: { label: 'Agentic assistant', description: 'The floating assistant, able to act in the portal.' },
  banner: { label: 'Banner', description: 'The info banner above every page, between its start and end dates.' },
};

/** Setting `feature-flags`: every flag; an absent flag reads as its default. */
export const FeatureFlagsSchema = Type.Object(
  {
    thirdContact: Type.Boolean(),
    hoiOptOut: Type.Boolean(),
    nonQmRedirect: Type.Boolean(),
    newTrainingPages: Type.Boolean(),
    knowledgeBase: Type.Boolean(),
    earlyIcd: Type.Boolean(),
    hoiOptOutPage: Type.Boolean(),
    agenticAssistant: Type.Boolean(),
    banner: Type.Boolean(),
  },
  Strict,
);
export type FeatureFlags = Static<typeof FeatureFlagsSchema>;

/** The parts of `feature-flags` the Add Loan wizard reads. */
export const AddLoanFeatureFlagsSchema = Type.Pick(FeatureFlagsSchema, ['thirdContact', 'hoiOptOut', 'nonQmRedirect']);
export type AddLoanFeatureFlags = Static<typeof AddLoanFeatureFlagsSchema>;

/** Setting `banner`: shown above every page while now is between startDate and endDate (ISO instants). */
export const BannerSchema = Type.Object(
  {
    message: Type.String({ maxLength: 500 }),
    startDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    endDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    backgroundColor: HexColour(),
    textColor: HexColour(),
  },
  Strict,
);
export type Banner = Static<typeof BannerSchema>;

/** A condition of a redirect rule, as the rule engine judges it. */
const RedirectConditionSchema = Type.Unsafe<Condition>(
  Type.Object(
    {
      fieldId: Type.String({ minLength: 1, maxLength: 200 }),
      operator: StringEnum(CONDITION_OPERATORS),
      value: Type.Optional(Type.Unknown()),
    },
    Strict,
  ),
);

/** A loan-upload redirect rule (specification: enabled, rules, percent, redirectUrl, errorMessage). */
export const RedirectRuleSchema = describes<RedirectRule>()(
  Type.Object({
    enabled: Type.Boolean(),
    rules: Type.Array(RedirectConditionSchema, { maxItems: 50 }),
    percent: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()])),
    redirectUrl: Type.String({ minLength: 1, maxLength: 2000 }),
    errorMessage: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  }),
);

/** Setting `loan-upload`: the upload limits and the redirect rules of the Add Loan wizard. */
export const LoanUploadSettingsSchema = Type.Object(
  {
    maxFileSizeBytes: Type.Integer({ minimum: 1, maximum: 26_214_400 }),
    acceptedExtensions: Type.Array(Type.String({ pattern: '^\\.[a-z0-9]{1,10}$' }), { minItems: 1, maxItems: 10 }),
    redirectRules: Type.Array(RedirectRuleSchema, { maxItems: 100 }),
  },
  Strict,
);
export type LoanUploadSettings = Static<typeof LoanUploadSettingsSchema>;

/**
 * One entry of the Resources (help pages) or Training (content pages) menu. The specification's
 * resource link fields are label, subPath and link; a page with a link opens it in a new tab,
 * otherwise `/resources/{subPath}` or `/training/{subPath}` renders `body` (Markdown, sanitised).
 */
export const ContentPageEntrySchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    label: Type.String({ minLength: 1, maxLength: 80 }),
    subPath: Type.String({ maxLength: 80, pattern: '^$|^[a-z0-9]+(-[a-z0-9]+)*$' }),
    link: OptionalUrl(),
    body: Type.String({ maxLength: 100_000 }),
    active: Type.Boolean(),
    order: Type.Integer({ minimum: 0, maximum: 1000 }),
  },
  Strict,
);
export type ContentPageEntry = Static<typeof ContentPageEntrySchema>;

/** Settings `help-pages` (the Resources menu) and `content-pages` (the Training menu). */
export const ContentPagesSchema = Type.Object({ entries: Type.Array(ContentPageEntrySchema, { maxItems: 50 }) }, Strict);
export type ContentPages = Static<typeof ContentPagesSchema>;

/** Kinds of a legacy help link: what it opens and the icon it shows (the icon picker also knows form and event). */
export const HELP_LINK_TYPES = ['pdf', 'video', 'form', 'event', 'other'] as const;
export type HelpLinkType = (typeof HELP_LINK_TYPES)[number];

/**
 * A link of the legacy help center (specification: id, title, tags, disabled, eventDate, link,
 * type, thumb, description). `eventDate` is a calendar day; the link is hidden once it has passed.
 */
export const HelpLinkSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    tags: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 10 }),
    disabled: Type.Boolean(),
    eventDate: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
    link: Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/)\\S+$' }),
    type: StringEnum(HELP_LINK_TYPES),
    thumb: OptionalUrl(),
    description: Text(500),
  },
  Strict,
);
export type HelpLink = Static<typeof HelpLinkSchema>;

/**
 * Setting `help-center`: how users reach help besides the knowledge base (the drawer's contact
 * block and what it suggests), and the links the legacy help center searches when the knowledge
 * base is turned off.
 */
export const HelpCenterSettingsSchema = Type.Object(
  {
    introduction: Text(500),
    supportEmail: OptionalEmail(),
    supportPhone: Text(30),
    supportHours: Text(120),
    suggestArticlesOnLoanPages: Type.Boolean(),
    links: Type.Array(HelpLinkSchema, { maxItems: 200 }),
  },
  Strict,
);
export type HelpCenterSettings = Static<typeof HelpCenterSettingsSchema>;

/** Setting `disclosure-message`: shown to brokers with a loan's disclosures (Markdown). */
export const DisclosureMessageSchema = Type.Object({ enabled: Type.Boolean(), title: Text(120), message: Text(5000) }, Strict);
export type DisclosureMessage = Static<typeof DisclosureMessageSchema>;

/* ---------------------------------------------------------------- Administrators' keys */

/** The tools the assistant may call (the services' tool registry names them the same way). */
export const ASSISTANT_TOOL_NAMES = [
  'search_knowledge',
  'find_loans',
  'loan_status',
  'loan_open_conditions',
  'loan_missing_documents',
  'account_executive',
] as const;
export type AssistantToolName = (typeof ASSISTANT_TOOL_NAMES)[number];

/**
 * Setting `assistant` (/admin/ai/settings and /admin/ai/tools): which provider answers and how.
 * The built-in provider needs no model. An OpenAI-compatible provider is reached at `baseUrl`
 * with `model`; its API key is never part of this setting (settings are sent to browsers): it comes
 * from the environment (ASSISTANT_API_KEY) or is stored encrypted apart (`/api/chat/admin/api-key`,
 * chat-admin.ts). Disabled tools are never called.
 */
export const AssistantSettingsSchema = Type.Object(
  {
    provider: StringEnum(['built-in', 'openai-compatible'] as const),
    baseUrl: OptionalUrl(),
    model: Text(120),
    systemPrompt: Text(4000),
    temperature: Type.Number({ minimum: 0, maximum: 2 }),
    /** Longest reply the model may write, in tokens. */
    maxReplyTokens: Type.Integer({ minimum: 64, maximum: 8192 }),
    /** How long to wait for the model before the built-in provider answers instead. */
    timeoutSeconds: Type.Integer({ minimum: 5, maximum: 120 }),
    disabledTools: Type.Array(StringEnum(ASSISTANT_TOOL_NAMES), { maxItems: 20, uniqueItems: true }),
  },
  Strict,
);
export type AssistantSettings = Static<typeof AssistantSettingsSchema>;

/**
 * Setting `email-settings`: who the portal's email comes from. The SMTP connection itself is set
 * by the environment (SMTP_URL), so no password is ever stored here or shown in a browser.
 */
export const EmailSettingsSchema = Type.Object(
  {
    senderName: Type.String({ minLength: 1, maxLength: 120 }),
    senderAddress: Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    replyToAddress: OptionalEmail(),
    /** Where technical tickets are sent besides the outbox. */
    supportInbox: OptionalEmail(),
  },
  Strict,
);
export type EmailSettings = Static<typeof EmailSettingsSchema>;

/**
 * Who prices scenarios: `built-in` is the portal's own engine over the uploaded rate sheets; the
 * others are external engines the portal does not yet connect to (pricing answers 503 with them).
 */
export const PRICING_PROVIDERS = ['built-in', 'none', 'optimal-blue', 'polly', 'loanpass'] as const;
export const CREDIT_PROVIDERS = ['none', 'meridianlink', 'factual-data', 'xactus'] as const;

/** Setting `integrations`: the loan origination system and the vendors the portal talks to. */
export const IntegrationsSchema = Type.Object(
  {
    encompass: Type.Object({ enabled: Type.Boolean(), apiBaseUrl: OptionalUrl(), instanceId: Text(60), clientId: Text(120) }, Strict),
    pricing: Type.Object({ provider: StringEnum(PRICING_PROVIDERS), enabled: Type.Boolean() }, Strict),
    credit: Type.Object({ provider: StringEnum(CREDIT_PROVIDERS), enabled: Type.Boolean() }, Strict),
  },
  Strict,
);
export type Integrations = Static<typeof IntegrationsSchema>;

export const PARTNER_KINDS = ['title', 'appraisal-management', 'closing', 'credit', 'flood', 'insurance', 'other'] as const;

/** Setting `partners`: the third parties a lender works with on loans. */
export const PartnersSchema = Type.Object(
  {
    partners: Type.Array(
      Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
          name: Type.String({ minLength: 1, maxLength: 200 }),
          kind: StringEnum(PARTNER_KINDS),
          contactEmail: OptionalEmail(),
          website: OptionalUrl(),
          active: Type.Boolean(),
        },
        Strict,
      ),
      { maxItems: 200 },
    ),
  },
  Strict,
);
export type Partners = Static<typeof PartnersSchema>;

export const LOAN_FOLDER_PURPOSES = ['active', 'adverse-action', 'archive'] as const;

/** Setting `loan-folders`: the folders of the loan origination system loans move through (the adverse-action lock reads them). */
export const LoanFoldersSchema = Type.Object(
  {
    folders: Type.Array(
      Type.Object(
        { name: Type.String({ minLength: 1, maxLength: 120 }), purpose: StringEnum(LOAN_FOLDER_PURPOSES), active: Type.Boolean() },
        Strict,
      ),
      { maxItems: 100 },
    ),
  },
  Strict,
);
export type LoanFolders = Static<typeof LoanFoldersSchema>;

/** Setting `mortgagee-clause`: the clause printed on insurance and closing documents. */
export const MortgageeClauseSchema = Type.Object(
  {
    companyName: Type.String({ minLength: 1, maxLength: 200 }),
    successorsClause: Text(200),
    // Empty until the administrator fills them in (the page requires them before a save).
    street: Text(200),
    city: Text(100),
    state: UsState(),
    zip: ZipCode(),
    /** Print "Loan #" with the loan number under the clause. */
    includeLoanNumber: Type.Boolean(),
  },
  Strict,
);
export type MortgageeClause = Static<typeof MortgageeClauseSchema>;

export const MFA_AUDIENCES = ['everyone', 'internal', 'external'] as const;

/** Setting `mfa-settings`: whether signing in requires a TOTP code (TOTP itself is set up per user). */
export const MfaSettingsSchema = Type.Object(
  { enforceTotp: Type.Boolean(), appliesTo: StringEnum(MFA_AUDIENCES), gracePeriodDays: Type.Integer({ minimum: 0, maximum: 30 }) },
  Strict,
);
export type MfaSettings = Static<typeof MfaSettingsSchema>;

/**
 * The kinds of file a loan upload may be, as the `documents` setting names them. Services read the
 * kind from the content (`jpg` is any JPEG, `tiff` any TIFF), never from the name.
 */
export const DOCUMENT_FILE_TYPES = ['pdf', 'jpg', 'png', 'gif', 'webp', 'tiff', 'docx', 'xlsx'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** The most `maxFileSizeMb` may say: the 25 MiB services read of a file at most (LOAN_ATTACHMENT_MAX_BYTES). */
export const DOCUMENT_MAX_FILE_SIZE_MB = 25;

/** Setting `documents`: what brokers may upload to a loan. */
export const DocumentsSettingsSchema = Type.Object(
  {
    maxFileSizeMb: Type.Integer({ minimum: 1, maximum: DOCUMENT_MAX_FILE_SIZE_MB }),
    allowedFileTypes: Type.Array(StringEnum(DOCUMENT_FILE_TYPES), { minItems: 1, uniqueItems: true }),
    /** Tell the account executive by email when a broker uploads. */
    notifyAccountExecutive: Type.Boolean(),
  },
  Strict,
);
export type DocumentsSettings = Static<typeof DocumentsSettingsSchema>;

/** Setting `conditions`: how loan conditions are grouped and shown to brokers. */
export const ConditionsSettingsSchema = Type.Object(
  {
    categories: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 20 }),
    showClearedToBrokers: Type.Boolean(),
    allowUploadsOnClearedConditions: Type.Boolean(),
  },
  Strict,
);
export type ConditionsSettings = Static<typeof ConditionsSettingsSchema>;

export const AUS_ENGINES = ['DU', 'LPA'] as const;

/** Setting `aus-settings`: the automated underwriting engines brokers may run. */
export const AusSettingsSchema = Type.Object(
  {
    du: Type.Object({ enabled: Type.Boolean(), institutionId: Text(40) }, Strict),
    lpa: Type.Object({ enabled: Type.Boolean(), sellerServicerNumber: Text(40) }, Strict),
    defaultEngine: StringEnum(AUS_ENGINES),
    allowBrokerRuns: Type.Boolean(),
  },
  Strict,
);
export type AusSettings = Static<typeof AusSettingsSchema>;

/** Setting `audit`: how long the portal keeps audit records, and what it records besides every write. */
export const AuditSettingsSchema = Type.Object(
  { retentionDays: Type.Integer({ minimum: 30, maximum: 3650 }), recordLoanViews: Type.Boolean(), recordDocumentDownloads: Type.Boolean() },
  Strict,
);
export type AuditSettings = Static<typeof AuditSettingsSchema>;

/** Which trigger of the adverse-action lock applies (see shared-rules `adverseActionLocked`). */
export const ADVERSE_ACTION_TRIGGERS = ['A', 'B', 'both'] as const satisfies readonly AdverseActionTrigger[];

/**
 * Setting `workflow`: how the workflow tab behaves and which adverse-action trigger locks a loan
 * (the steps themselves are stored per variant, `/api/workflows`).
 */
export const WorkflowSettingsSchema = Type.Object(
  {
    showCompletedSteps: Type.Boolean(),
    notifyBrokerOnStepChange: Type.Boolean(),
    adverseActionTrigger: StringEnum(ADVERSE_ACTION_TRIGGERS),
  },
  Strict,
);
export type WorkflowSettings = Static<typeof WorkflowSettingsSchema>;
