/**
 * The demo lender's saved settings. Only some keys are saved, so the administrator's checklist
 * shows both "Configured" and "Not configured" rows (email settings stay unsaved: the outbox
 * keeps every email until SMTP is configured).
 */
import type { Kysely } from 'kysely';
import { SETTING_DEFINITIONS, type ContentPageEntry, type SettingKey, type SettingValue } from 'shared-rules';
import { DEMO_BRANDING, DEMO_COMPANY_INFORMATION, DEMO_GENERAL_SETTINGS, DEMO_LOAN_UPLOAD_SETTINGS } from './people';
import type { Database } from '../platform/db/schema';
import { DEMO_FEATURE_FLAGS, DEMO_NON_QM_REDIRECT_RULE } from './loans';
import { demoHelpCenter } from './help-center';
import { isValidSettingValue } from '../platform/settings/setting-rules';

const DAY_MS = 86_400_000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

type DemoSettings = { [K in SettingKey]?: SettingValue<K> };

const page = (entry: Omit<ContentPageEntry, 'link' | 'body' | 'active'> & Partial<ContentPageEntry>): ContentPageEntry => ({
  link: '',
  body: '',
  active: true,
  ...entry,
});

/** The Resources menu's pages. */
export const DEMO_HELP_PAGES: SettingValue<'help-pages'> = {
  entries: [
    page({
      id: 'rate-sheets',
      label: 'Rate Sheets',
      subPath: 'rate-sheets',
      order: 0,
      body: [
        '# Rate Sheets',
        '',
        'Rate sheets publish every business day at **9:00 AM Central**. Reprices during the day are announced in the banner.',
        '',
        '## Where to find them',
        '',
        '- Wholesale and Non-Delegated rate sheets: the pricing engine, under *Rate Sheets*.',
        '- Delegated correspondents: the daily email from your account executive.',
        '',
        '## Locks',
        '',
        'Locks requested after 6:00 PM Central are priced on the next business day.',
      ].join('\n'),
    }),
    page({
      id: 'broker-guide',
      label: 'Broker Guide',
      subPath: 'broker-guide',
      order: 1,
      link: 'https://keystone-lending.test/broker-guide',
    }),
  ],
};

/** The Training menu's pages. */
export const DEMO_CONTENT_PAGES: SettingValue<'content-pages'> = {
  entries: [
    page({
      id: 'first-loan',
      label: 'Submitting Your First Loan',
      subPath: 'submitting-your-first-loan',
      order: 0,
      body: [
        '# Submitting Your First Loan',
        '',
        '1. Choose **Add Loan** on the pipeline and pick the channel.',
        '2. Upload the MISMO 3.4 file from your loan origination system.',
        '3. Choose the loan officer and processor, then review the imported fields.',
        '4. Submit: the loan appears in your pipeline with its loan number.',
        '',
        'Questions? Open the help center from the top bar.',
      ].join('\n'),
    }),
    page({
      id: 'conditions-101',
      label: 'Conditions 101',
      subPath: 'conditions-101',
      order: 1,
      body: [
        '# Conditions 101',
        '',
        'Conditions are what underwriting needs before the loan can move on:',
        '',
        '- **Prior to Approval**: needed before the approval is issued.',
        '- **Prior to Docs**: needed before closing documents are drawn.',
        '- **Prior to Funding**: needed before the loan funds.',
        '',
        "Upload each document on the loan's *Conditions* tab; your underwriter clears it there.",
      ].join('\n'),
    }),
  ],
};

export function demoSettings(now: Date): DemoSettings {
  return {
    branding: DEMO_BRANDING,
    'company-information': DEMO_COMPANY_INFORMATION,
    'general-settings': DEMO_GENERAL_SETTINGS,
    'loan-upload': { ...DEMO_LOAN_UPLOAD_SETTINGS, redirectRules: [DEMO_NON_QM_REDIRECT_RULE] },
    'feature-flags': { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, ...DEMO_FEATURE_FLAGS, banner: true },
    banner: {
      message: 'Rate sheets now publish at 9:00 AM Central.',
      startDate: addDays(now, -1).toISOString(),
      endDate: addDays(now, 30).toISOString(),
      // White on a dark blue: 8.6:1, readable at any size.
      backgroundColor: '#1c3d5a',
      textColor: '#ffffff',
    },
    'help-pages': DEMO_HELP_PAGES,
    'content-pages': DEMO_CONTENT_PAGES,
    'help-center': demoHelpCenter(now),
  };
}

/**
 * Saves the demo settings as version 1 with `db` (the seed's transaction). A value the key's
 * schema refuses stops the seed: demo data never stores what the portal would not accept.
 */
export async function seedDemoSettings(db: Kysely<Database>, now: Date, overrides: DemoSettings = {}): Promise<void> {
  const settings = { ...demoSettings(now), ...overrides };
  const rows = Object.entries(settings).map(([key, value]) => {
    if (!isValidSettingValue(key as SettingKey, value)) throw new Error(`The demo value of the ${key} setting does not match its schema.`);
    return { key, value: JSON.stringify(value), version: 1, updatedAt: now, updatedBy: null };
  });
  await db.insertInto('settings').values(rows).execute();
}
