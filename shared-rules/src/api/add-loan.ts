/**
 * The Add Loan wizard's calls: the loan-file import and its loan tokens, the create call, the
 * redirect transition token and the settings the wizard reads in one go.
 */
import { Type, type Static } from 'typebox';
import type { LoanFileImportRequest, LoanFileImportResponse } from '../loan-document/loan-file-import';
import { MAX_BORROWER_PAIRS, type MortgageType } from '../loan-document/loan-document';
import { AddLoanFeatureFlagsSchema, CompanyInformationSchema, GeneralSettingsSchema, LoanUploadSettingsSchema } from './setting-values';
import { HOI_NOTICE_ANSWERS } from '../wizard/hoi-notice';
import { LoanChannelSchema, LoanDocumentSchema, LoanSummarySchema } from './loans';
import { DateTimeString, IdString, Nullable, StringEnum, StringOf, describes } from './schema-kit';

/** A 25 MB file is about 35 MB of base64; the import route's body limit adds room for the JSON around it. */
export const CONVERT_XML_BODY_LIMIT = 36 * 1024 * 1024;

/** `POST /api/loans/convert-xml` body. */
export const LoanFileImportRequestSchema = describes<LoanFileImportRequest>()(
  // The length and content are judged by the import, which names the problem in the user's words.
  Type.Object(
    { file: Type.String({ maxLength: CONVERT_XML_BODY_LIMIT }), fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) },
    { additionalProperties: false },
  ),
);

/** `POST /api/loans/convert-xml` answer: the loan and a token to fetch it again (`?loan_token=`). */
export const LoanFileImportResponseSchema = describes<LoanFileImportResponse>()(
  Type.Object({
    loan: LoanDocumentSchema,
    token: Type.String(),
    warnings: Type.Array(Type.Object({ element: Type.String(), detail: Type.String() })),
  }),
);

const TokenText = Type.String({ minLength: 1, maxLength: 200 });

/** `POST /api/loans/from-token` and `POST /api/loans/transition-token/redeem` body. */
export const LoanTokenRedeemRequestSchema = Type.Object({ token: TokenText }, { additionalProperties: false });
export type LoanTokenRedeemRequest = Static<typeof LoanTokenRedeemRequestSchema>;

export const LoanTokenDataResponseSchema = Type.Object({
  loan: LoanDocumentSchema,
  /** ISO 8601 instant after which the token is refused. */
  expiresAt: DateTimeString(),
});
export type LoanTokenDataResponse = Static<typeof LoanTokenDataResponseSchema>;

/** `POST /api/loans/transition-token` body and answer: a short-lived, single-use token for a redirect. */
export const TransitionTokenRequestSchema = Type.Object({ transition: Type.Literal(true) }, { additionalProperties: false });
export type TransitionTokenRequest = Static<typeof TransitionTokenRequestSchema>;

export const TransitionTokenResponseSchema = Type.Object({ token: Type.String(), expiresAt: DateTimeString() });
export type TransitionTokenResponse = Static<typeof TransitionTokenResponseSchema>;

/** `POST /api/loans/transition-token/redeem` (public): who the redirected user is; the token then stops working. */
export const TransitionTokenRedemptionSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  organizationId: Nullable(Type.String()),
});
export type TransitionTokenRedemption = Static<typeof TransitionTokenRedemptionSchema>;

/** One contact of the create call: an organisation and one of its external users. */
export const LoanContactRefSchema = Type.Object({ orgId: IdString(), contactId: IdString() }, { additionalProperties: false });
export type LoanContactRef = Static<typeof LoanContactRefSchema>;
const OptionalContactRef = Type.Optional(Type.Union([LoanContactRefSchema, Type.Null()]));

const CustomFieldsSchema = Type.Array(
  Type.Object(
    { fieldName: Type.String({ minLength: 1, maxLength: 100 }), value: Type.String({ maxLength: 2000 }) },
    { additionalProperties: false },
  ),
  { maxItems: 200 },
);

/** The loan data of the create call; `fields` are values by field id, written over the imported loan. */
export const LoanCreateDataSchema = Type.Object(
  {
    loanProgramName: Type.Optional(Type.String({ maxLength: 200 })),
    mortgageType: Type.Optional(StringOf<MortgageType>({ maxLength: 40 })),
    customFields: Type.Optional(CustomFieldsSchema),
    /** Values by field id (`4000`, `65#2`, `CX.CORE.COC`), as the required-fields step fills them. */
    fields: Type.Optional(
      Type.Unsafe<Record<string, string | number | boolean | null>>({
        type: 'object',
        maxProperties: 500,
        propertyNames: Type.String({ maxLength: 100, pattern: `^[A-Za-z0-9_.]+(#[1-${MAX_BORROWER_PAIRS}])?$` }),
        additionalProperties: Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]),
      }),
    ),
  },
  { additionalProperties: false },
);
export type LoanCreateData = Static<typeof LoanCreateDataSchema>;

/**
 * `POST /api/loans` (send an `Idempotency-Key` header: a repeated key answers the loan created the
 * first time). A 422 with code `rule-failures` carries `additionalInfo`: the rule executions.
 */
export const LoanCreateRequestSchema = Type.Object(
  {
    channel: LoanChannelSchema,
    delegated: Type.Boolean(),
    loanData: LoanCreateDataSchema,
    contacts: Type.Object(
      { loanOfficer: OptionalContactRef, loanProcessor: OptionalContactRef, submissionContact: OptionalContactRef },
      { additionalProperties: false },
    ),
    /** Custom fields outside loanData (the disclosure-source answers, the Non-QM flag). */
    customFields: Type.Optional(CustomFieldsSchema),
    /** Starts from the loan imported by `POST /api/loans/convert-xml`. */
    loanToken: Type.Optional(TokenText),
    /** The answer to the homeowners-insurance notice: required while the HOI opt-out feature asks it, else not stored. */
    hoiNotice: Type.Optional(StringEnum(HOI_NOTICE_ANSWERS)),
  },
  { additionalProperties: false },
);
export type LoanCreateRequest = Static<typeof LoanCreateRequestSchema>;

/** The create call's headers: an optional idempotency key of printable ASCII. */
export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' })),
});

/** `POST /api/loans` answer (201, or 200 when an Idempotency-Key is repeated); go to `/loan/{loan.id}/workflow`. */
export const LoanCreateResponseSchema = Type.Object({ loan: LoanSummarySchema });
export type LoanCreateResponse = Static<typeof LoanCreateResponseSchema>;

/** `GET /api/loans/add-loan-settings`: every setting the Add Loan wizard needs, in one read. */
export const AddLoanSettingsSchema = Type.Object({
  loanUpload: LoanUploadSettingsSchema,
  generalSettings: GeneralSettingsSchema,
  companyInformation: CompanyInformationSchema,
  featureFlags: AddLoanFeatureFlagsSchema,
});
export type AddLoanSettings = Static<typeof AddLoanSettingsSchema>;
