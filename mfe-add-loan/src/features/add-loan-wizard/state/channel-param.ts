import { UI_CHANNELS, type UiChannel } from 'shared-rules';

/** Short names a link may use for the `channel` query parameter, besides the channel's label. */
const SHORT_NAMES: Record<string, UiChannel> = {
  wholesale: 'Brokered - Wholesale',
  'non-delegated': 'Correspondent Non-Delegated',
  nondelegated: 'Correspondent Non-Delegated',
  delegated: 'Correspondent Delegated',
};

/**
 * Reads the `channel` query parameter of `?modal=add-loan`: a channel label (`Correspondent
 * Delegated`, any case) or a short name (`wholesale`, `non-delegated`, `delegated`). Anything else,
 * including the ambiguous `Correspondent`, gives null: a bad link only loses the preselection.
 */
export function parseChannelParam(value: string | null | undefined): UiChannel | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return UI_CHANNELS.find((channel) => channel.toLowerCase() === wanted) ?? SHORT_NAMES[wanted] ?? null;
}

/** Reads the `nonQM` query parameter: `true`, `Y` or `X` (the Non-QM field's set value) mean Non-QM. */
export function parseNonQmParam(value: string | null | undefined): boolean {
  return ['true', 'y', 'x', '1'].includes((value ?? '').trim().toLowerCase());
}
