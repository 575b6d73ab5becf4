/**
 * The typed settings store (`/api/settings/:key`): every key with its value schema, its default,
 * and who may read it. Services validate saves with the schema and answer the default for a key
 * never saved; the admin pages and the shell read the same registry.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { DEFAULT_ADVERSE_ACTION_TRIGGER } from '../lock/lock';
import { DateTimeString, IdString, Nullable } from './schema-kit';
import {
  AssistantSettingsSchema,
  AuditSettingsSchema,
  AusSettingsSchema,
  BannerSchema,
  BrandingSchema,
  CompanyInformationSchema,
  ConditionsSettingsSchema,
  ContentPagesSchema,
  DisclosureMessageSchema,
  DocumentsSettingsSchema,
  EmailSettingsSchema,
  FeatureFlagsSchema,
  GeneralSettingsSchema,
  HelpCenterSettingsSchema,
  IntegrationsSchema,
  LoanFoldersSchema,
  LoanUploadSettingsSchema,
  MfaSettingsSchema,
  MortgageeClauseSchema,
  PartnersSchema,
  WorkflowSettingsSchema,
  type Branding,
} from './setting-values';
import { WebhookSettingsSchema } from './webhooks';

export * from './setting-values';

/** Who may read a key: `public` for every signed-in user, `administrators` for administrators only. */
export type SettingAudience = 'public' | 'administrators';

export interface SettingDefinition<S extends TSchema = TSchema> {
  schema: S;
  /** What a portal that never saved the key uses. */
  defaultValue: Static<S>;
  audience: SettingAudience;
}

const define = <S extends TSchema>(schema: S, audience: SettingAudience, defaultValue: Static<S>): SettingDefinition<S> => ({
  schema,
  audience,
  defaultValue,
});

/** Every setting key of the portal. A key not listed here does not exist (404). */
export const SETTING_DEFINITIONS = {
  branding: define(BrandingSchema, 'public', { brandName: 'Loan Portal', logo: { lightMode: null, darkMode: null } }),
  'company-information': define(CompanyInformationSchema, 'public', {
    companyName: 'Company',
    nmlsId: '',
    street: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    email: '',
    website: '',
  }),
  'general-settings': define(GeneralSettingsSchema, 'public', {
    loanUpload: { enableWholesale: true, enableNonDelegated: true, enableDelegated: true },
  }),
  'feature-flags': define(FeatureFlagsSchema, 'public', {
    thirdContact: false,
    hoiOptOut: false,
    nonQmRedirect: false,
    newTrainingPages: true,
    knowledgeBase: true,
    earlyIcd: false,
    hoiOptOutPage: false,
    agenticAssistant: true,
    banner: false,
  }),
  // White on blue 9 (#1864ab) reads at 6.1:1, above the 4.5:1 of WCAG AA.
  banner: define(BannerSchema, 'public', { message: '', startDate: null, endDate: null, backgroundColor: '#1864ab', textColor: '#ffffff' }),
  'loan-upload': define(LoanUploadSettingsSchema, 'public', {
    maxFileSizeBytes: 26_214_400,
    acceptedExtensions: ['.xml'],
    redirectRules: [],
  }),
  'help-pages': define(ContentPagesSchema, 'public', { entries: [] }),
  'content-pages': define(ContentPagesSchema, 'public', { entries: [] }),
  'help-center': define(HelpCenterSettingsSchema, 'public', {
    introduction: '',
    supportEmail: '',
    supportPhone: '',
    supportHours: '',
    suggestArticlesOnLoanPages: true,
    links: [],
  }),
  'disclosure-message': define(DisclosureMessageSchema, 'public', { enabled: false, title: '', message: '' }),
  'email-settings': define(EmailSettingsSchema, 'administrators', {
    senderName: 'Loan Portal',
    senderAddress: 'no-reply@loan-portal.local',
    replyToAddress: '',
    supportInbox: '',
  }),
  integrations: define(IntegrationsSchema, 'administrators', {
    encompass: { enabled: false, apiBaseUrl: '', instanceId: '', clientId: '' },
    pricing: { provider: 'built-in', enabled: true },
    credit: { provider: 'none', enabled: false },
  }),
  partners: define(PartnersSchema, 'administrators', { partners: [] }),
  // Read by the webhook deliveries at every attempt: on, endpoints may be on private networks and plain http.
  webhooks: define(WebhookSettingsSchema, 'administrators', { allowPrivateNetworks: false }),
  'loan-folders': define(LoanFoldersSchema, 'administrators', { folders: [] }),
  'mortgagee-clause': define(MortgageeClauseSchema, 'administrators', {
    companyName: 'Company',
    successorsClause: 'its successors and/or assigns',
    street: '',
    city: '',
    state: '',
    zip: '',
    includeLoanNumber: true,
  }),
  'mfa-settings': define(MfaSettingsSchema, 'administrators', { enforceTotp: false, appliesTo: 'everyone', gracePeriodDays: 7 }),
  // Every type uploads took before the setting governed them; Word and Excel files only when an administrator adds them.
  documents: define(DocumentsSettingsSchema, 'administrators', {
    maxFileSizeMb: 25,
    allowedFileTypes: ['pdf', 'jpg', 'png', 'gif', 'webp', 'tiff'],
    notifyAccountExecutive: true,
  }),
  conditions: define(ConditionsSettingsSchema, 'administrators', {
    categories: ['Prior to Approval', 'Prior to Docs', 'Prior to Funding'],
    showClearedToBrokers: true,
    allowUploadsOnClearedConditions: false,
  }),
  'aus-settings': define(AusSettingsSchema, 'administrators', {
    du: { enabled: true, institutionId: '' },
    lpa: { enabled: true, sellerServicerNumber: '' },
    defaultEngine: 'DU',
    allowBrokerRuns: true,
  }),
  audit: define(AuditSettingsSchema, 'administrators', { retentionDays: 2555, recordLoanViews: false, recordDocumentDownloads: true }),
  assistant: define(AssistantSettingsSchema, 'administrators', {
    provider: 'built-in',
    baseUrl: '',
    model: '',
    systemPrompt:
      'You are the assistant of a mortgage lending portal for brokers and correspondents. Answer from the knowledge base and the tools only, cite the documents you used, never invent loan facts, and offer a person when you cannot help.',
    temperature: 0.2,
    maxReplyTokens: 800,
    timeoutSeconds: 20,
    disabledTools: [],
  }),
  workflow: define(WorkflowSettingsSchema, 'administrators', {
    showCompletedSteps: true,
    notifyBrokerOnStepChange: true,
    adverseActionTrigger: DEFAULT_ADVERSE_ACTION_TRIGGER,
  }),
} as const;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];
/** The value type of a key: `SettingValue<'banner'>` is `Banner`. */
export type SettingValue<K extends SettingKey> = Static<(typeof SETTING_DEFINITIONS)[K]['schema']>;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
}

/** Keys of the settings every signed-in user may read. */
export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((key) => SETTING_DEFINITIONS[key].audience === 'public');

export const SettingKeyParamsSchema = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) },
  { additionalProperties: false },
);
export type SettingKeyParams = Static<typeof SettingKeyParamsSchema>;

/** `GET /api/settings/:key` and `PUT /api/settings/:key` answer with this. */
export const SettingEntrySchema = Type.Object({
  key: Type.String(),
  value: Type.Unknown(),
  /** 0 while the key was never saved (the value is then the default); each save adds one. */
  version: Type.Integer({ minimum: 0 }),
  /** ISO 8601 instant of the last save; null while never saved. */
  updatedAt: Nullable(DateTimeString()),
  /** Who saved last (a display name); null while never saved. */
  updatedBy: Nullable(Type.String()),
});
export interface SettingEntry<V = unknown> extends Omit<Static<typeof SettingEntrySchema>, 'value'> {
  value: V;
}

/**
 * `PUT /api/settings/:key` body: the new value and the version the edit started from. A save
 * whose version is no longer the stored one answers 409 (code `stale-setting`).
 */
export const settingSaveRequestSchema = <V extends TSchema>(valueSchema: V) =>
  Type.Object({ value: valueSchema, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type SettingSaveRequest<V = unknown> = { value: V; version: number };

/** One change of a setting, as the audit keeps it. */
export const SettingAuditEntrySchema = Type.Object({
  id: IdString(),
  key: Type.String(),
  version: Type.Integer(),
  changedAt: DateTimeString(),
  changedBy: Type.Object({ id: Nullable(Type.String()), name: Type.String() }),
  oldValue: Type.Unknown(),
  newValue: Type.Unknown(),
});
export type SettingAuditEntry = Static<typeof SettingAuditEntrySchema>;

/** `GET /api/settings-audit?key=&limit=&before=`: newest first (administrators). */
export const SettingAuditQuerySchema = Type.Object(
  {
    key: Type.Optional(Type.String({ maxLength: 64 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** An ISO instant: entries changed before it (the next page). */
    before: Type.Optional(DateTimeString()),
  },
  { additionalProperties: false },
);
export type SettingAuditQuery = Static<typeof SettingAuditQuerySchema>;
export const SettingAuditPageSchema = Type.Object({ entries: Type.Array(SettingAuditEntrySchema), hasMore: Type.Boolean() });
export type SettingAuditPage = Static<typeof SettingAuditPageSchema>;

/** `GET /api/public/branding` (no sign-in): what the login page shows. */
export const PublicBrandingSchema = BrandingSchema;
export type PublicBranding = Branding;
