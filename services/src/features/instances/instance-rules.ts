import { type Kysely, sql } from 'kysely';
import { INSTANCE_TEXTS, normaliseInstanceUrl } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import { ApiError, fieldError } from '../../platform/http/problem';

export type InstanceTextKey = keyof typeof INSTANCE_TEXTS;

/** A refusal with the text's key as its code (`nameTaken` → `instance-name-taken`), under `field` when given. */
export function instanceRefusal(status: number, key: InstanceTextKey, field?: string): ApiError {
  const code = `instance-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return field ? fieldError(status, code, field, INSTANCE_TEXTS[key]) : new ApiError(status, code, INSTANCE_TEXTS[key]);
}

/** Trims the name; refuses a blank one (422) or one another instance has, whatever its case (409). */
export async function checkInstanceName(db: Kysely<Database>, name: string, instanceId: string | null): Promise<string> {
  const trimmed = name.trim();
  if (trimmed === '') throw instanceRefusal(422, 'nameRequired', 'body.name');
  let query = db.selectFrom('instances').select('id').where(sql<string>`lower(name)`, '=', trimmed.toLowerCase());
  if (instanceId) query = query.where('id', '!=', instanceId);
  if (await query.executeTakeFirst()) throw instanceRefusal(409, 'nameTaken', 'body.name');
  return trimmed;
}

/** The address normalised; refuses one that is not an http(s) address (422) or another instance's (409). */
export async function checkInstanceUrl(db: Kysely<Database>, text: string, instanceId: string | null): Promise<string> {
  const baseUrl = normaliseInstanceUrl(text);
  if (!baseUrl) throw instanceRefusal(422, 'urlInvalid', 'body.baseUrl');
  let query = db.selectFrom('instances').select('id').where('baseUrl', '=', baseUrl);
  if (instanceId) query = query.where('id', '!=', instanceId);
  if (await query.executeTakeFirst()) throw instanceRefusal(409, 'urlTaken', 'body.baseUrl');
  return baseUrl;
}

/** Two writes at once can both pass the checks above: the unique indexes decide, and say which field. */
export function duplicateRefusal(error: unknown): ApiError | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  const message = error instanceof Error ? error.message : '';
  return String(constraint ?? message).includes('name')
    ? instanceRefusal(409, 'nameTaken', 'body.name')
    : instanceRefusal(409, 'urlTaken', 'body.baseUrl');
}
