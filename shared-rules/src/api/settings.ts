/** Key → JSON settings (`/api/settings/:key`) and the public branding of the sign-in page. */
import { Type, type Static, type TSchema } from 'typebox';
import { DateTimeString, Nullable } from './schema-kit';

/** Keys of the settings every signed-in user may read. */
export const PUBLIC_SETTING_KEYS = ['branding', 'company-information', 'general-settings', 'loan-upload'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

export const SettingKeyParamsSchema = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) },
  { additionalProperties: false },
);
export type SettingKeyParams = Static<typeof SettingKeyParamsSchema>;

/** `GET /api/settings/:key` and `PUT /api/settings/:key` answer with this. */
export const SettingEntrySchema = Type.Object({
  key: Type.String(),
  value: Type.Unknown(),
  /** ISO 8601 instant of the last save. */
  updatedAt: DateTimeString(),
});
export interface SettingEntry<V = unknown> extends Omit<Static<typeof SettingEntrySchema>, 'value'> {
  value: V;
}

/** `PUT /api/settings/:key` body, its value checked by `valueSchema`. */
export const settingSaveRequestSchema = <V extends TSchema>(valueSchema: V) =>
  Type.Object({ value: valueSchema }, { additionalProperties: false });
/** A setting without a schema of its own: any JSON object. */
export const AnySettingValueSchema = Type.Object({});
export type SettingSaveRequest<V = unknown> = { value: V };

const LogoUrl = Nullable(Type.String({ maxLength: 200_000, pattern: '^(https?://|/|data:image/)' }));

/** Setting `branding`; logos are URLs (data: SVG URIs allowed) or null. */
export const BrandingSchema = Type.Object(
  {
    brandName: Type.String({ minLength: 1, maxLength: 120 }),
    logo: Type.Object({ lightMode: LogoUrl, darkMode: LogoUrl }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type Branding = Static<typeof BrandingSchema>;

/** `GET /api/public/branding` (no sign-in): what the login page shows. */
export const PublicBrandingSchema = BrandingSchema;
export type PublicBranding = Branding;

/** Setting `company-information`. */
export const CompanyInformationSchema = Type.Object({ companyName: Type.String({ minLength: 1, maxLength: 200 }) });
export type CompanyInformation = Static<typeof CompanyInformationSchema>;

/** Setting `general-settings`. */
export const GeneralSettingsSchema = Type.Object({
  loanUpload: Type.Object({ enableWholesale: Type.Boolean(), enableNonDelegated: Type.Boolean(), enableDelegated: Type.Boolean() }),
});
export type GeneralSettings = Static<typeof GeneralSettingsSchema>;

/**
 * Settings whose shape the portal relies on: a save of one of these keys is validated against
 * its schema. Other keys accept any JSON object.
 */
export const SETTING_VALUE_SCHEMAS = {
  branding: BrandingSchema,
  'company-information': CompanyInformationSchema,
  'general-settings': GeneralSettingsSchema,
} as const;
