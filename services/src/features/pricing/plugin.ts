import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BuiltInPricingProvider } from './pricing-provider';
import { pricingRoutes } from './pricing-routes';
import { rateSheetRoutes } from './rate-sheet-routes';
import { RATE_SHEET_UPLOAD_LIMITS } from './rate-sheet-upload';

/**
 * Rate sheets and pricing: the administrators' rate-sheet routes (`/api/admin/pricing/…`), pricing
 * a scenario and a loan's scenario. One built-in provider per app, so its compiled-sheet cache is
 * the process's. See README.md beside this file.
 */
export async function pricingPlugin(app: FastifyInstance): Promise<void> {
  // Registered in this plugin's scope only, like the assets' uploads.
  await app.register(multipart, { limits: RATE_SHEET_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const builtIn = new BuiltInPricingProvider(app.db);
  await rateSheetRoutes(app, builtIn);
  await pricingRoutes(app, builtIn);
}
