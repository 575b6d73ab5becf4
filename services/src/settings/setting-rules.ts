import { PUBLIC_SETTING_KEYS, type PublicSettingKey } from 'shared-rules';

/** Settings every signed-in user may read; the others are for administrators only. */
export function isPublicSettingKey(key: string): key is PublicSettingKey {
  return (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);
}

const logoUrl = {
  type: ['string', 'null'],
  maxLength: 200_000,
  pattern: '^(https?://|/|data:image/)',
} as const;

/**
 * JSON schemas of the settings whose shape the portal relies on; a save of one of these keys
 * is validated against its schema. Other keys accept any JSON object.
 */
export const KNOWN_SETTING_SCHEMAS: Record<string, object> = {
  branding: {
    type: 'object',
    required: ['brandName', 'logo'],
    additionalProperties: false,
    properties: {
      brandName: { type: 'string', minLength: 1, maxLength: 120 },
      logo: {
        type: 'object',
        required: ['lightMode', 'darkMode'],
        additionalProperties: false,
        properties: { lightMode: logoUrl, darkMode: logoUrl },
      },
    },
  },
  'company-information': {
    type: 'object',
    required: ['companyName'],
    properties: { companyName: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  'general-settings': {
    type: 'object',
    required: ['loanUpload'],
    properties: {
      loanUpload: {
        type: 'object',
        required: ['enableWholesale', 'enableNonDelegated', 'enableDelegated'],
        properties: {
          enableWholesale: { type: 'boolean' },
          enableNonDelegated: { type: 'boolean' },
          enableDelegated: { type: 'boolean' },
        },
      },
    },
  },
};
