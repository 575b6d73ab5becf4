/** The demo lender's logos, uploaded as assets so branding uses them by URL like any upload. */
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { assetUrl, insertAsset } from '../features/content/assets/asset-queries';
import { checkAsset } from '../features/content/assets/asset-types';

const logo = (text: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">` +
  `<path d="M4 34 L18 8 L32 34 Z" fill="${fill}"/>` +
  `<text x="40" y="27" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="${fill}">${text}</text></svg>`;

const DEMO_LOGOS = [
  { id: 'asset-demo-logo-light', fileName: 'keystone-logo-light.svg', svg: logo('Keystone Lending', '#1c3d5a') },
  { id: 'asset-demo-logo-dark', fileName: 'keystone-logo-dark.svg', svg: logo('Keystone Lending', '#f4f6f8') },
] as const;

/** The logo for light backgrounds (dark ink) and for dark backgrounds (light ink). */
export const DEMO_LOGO_URLS = { lightMode: assetUrl(DEMO_LOGOS[0].id), darkMode: assetUrl(DEMO_LOGOS[1].id) };

/** Writes the demo logos with `db` (the seed's transaction); each passes the upload's own checks. */
export async function seedAssetDemo(db: Kysely<Database>, now: Date): Promise<void> {
  for (const { id, fileName, svg } of DEMO_LOGOS) {
    const content = Buffer.from(svg);
    const checked = checkAsset(content);
    if (!checked.ok) throw new Error(`The demo asset ${fileName} would be refused: ${checked.detail}`);
    await insertAsset(db, { id, fileName, contentType: checked.contentType, content, uploadedBy: null, uploadedAt: now });
  }
}
