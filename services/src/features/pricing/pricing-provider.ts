/**
 * The engine seam: who prices a scenario. The Integrations setting's `pricing.provider` chooses
 * one; `built-in` prices from the rate sheet in force with shared-rules' engine. An external
 * engine the setting names is not connected yet: choosing one answers 503, never a made-up price.
 * README: "The engine seam".
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type CompiledPricingSheet,
  compilePricingSheet,
  type Integrations,
  priceCompiledScenario,
  type PricingResult,
  type PricingScenario,
} from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/problem';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { findSheetInForce, loadRateSheet } from './rate-sheet-store';

/** Who asks for the price, for providers that price per organisation or log the request. */
export interface PricingContext {
  userId: string;
  /** The organisation whose margin applies; null for staff pricing without one. */
  organizationId: string | null;
  now: Date;
}

export interface PricingProvider {
  readonly name: Integrations['pricing']['provider'];
  price(scenario: PricingScenario, context: PricingContext): Promise<PricingResult>;
}

export const NO_SHEET_IN_FORCE =
  'No rate sheet is in force: an administrator must publish one (Rate Sheets) before scenarios can be priced.';

/**
 * Compiled sheets by row id. A published row never changes, so an entry never goes stale; the
 * map keeps the few newest (the sheet in force and the one it replaced) and drops the rest.
 */
class CompiledSheetCache {
  private readonly sheets = new Map<string, CompiledPricingSheet>();
  constructor(private readonly capacity = 3) {}

  async get(id: string, load: () => Promise<CompiledPricingSheet | null>): Promise<CompiledPricingSheet | null> {
    const cached = this.sheets.get(id);
    if (cached) return cached;
    const compiled = await load();
    if (!compiled) return null;
    this.sheets.set(id, compiled);
    while (this.sheets.size > this.capacity) {
      const oldest = this.sheets.keys().next().value;
      if (oldest === undefined) break;
      this.sheets.delete(oldest);
    }
    return compiled;
  }

  /** Called on publish: the next price compiles the new sheet, the map never outgrows its capacity. */
  clear(): void {
    this.sheets.clear();
  }
}

/** The portal's own engine over the uploaded rate sheets. */
export class BuiltInPricingProvider implements PricingProvider {
  readonly name = 'built-in' as const;
  private readonly compiled = new CompiledSheetCache();

  constructor(private readonly db: Kysely<Database>) {}

  async price(scenario: PricingScenario, context: PricingContext): Promise<PricingResult> {
    const inForce = await findSheetInForce(this.db, context.now);
    const compiled =
      inForce &&
      (await this.compiled.get(inForce.id, async () => {
        const sheet = await loadRateSheet(this.db, inForce.id);
        return sheet && compilePricingSheet(sheet);
      }));
    if (!compiled) throw new ApiError(409, 'no-rate-sheet', NO_SHEET_IN_FORCE);
    return priceCompiledScenario(compiled, { ...scenario, organizationId: context.organizationId ?? undefined });
  }

  sheetPublished(): void {
    this.compiled.clear();
  }
}

const EXTERNAL_NAMES: Record<Exclude<Integrations['pricing']['provider'], 'built-in' | 'none'>, string> = {
  'optimal-blue': 'Optimal Blue',
  polly: 'Polly',
  loanpass: 'LoanPASS',
};

/**
 * The provider the Integrations setting selects. Pricing that is off (or `none`) and an external
 * engine the portal has no connection for are 503s with what an administrator should do.
 */
export async function selectPricingProvider(app: FastifyInstance, builtIn: BuiltInPricingProvider): Promise<PricingProvider> {
  const { pricing } = await readSettingValue(app, 'integrations');
  if (!pricing.enabled || pricing.provider === 'none') {
    throw new ApiError(503, 'pricing-off', 'Pricing is turned off: an administrator can turn it on under Settings › Integrations.');
  }
  if (pricing.provider === 'built-in') return builtIn;
  throw new ApiError(
    503,
    'pricing-engine-not-connected',
    `The pricing engine ${EXTERNAL_NAMES[pricing.provider]} is selected but not connected to the portal. ` +
      'An administrator can choose the built-in engine under Settings › Integrations.',
  );
}
