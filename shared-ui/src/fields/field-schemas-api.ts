import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FieldSchemasResponse } from 'shared-rules';
import { api } from '../api/api';
import { ownedEndpoints } from '../api/endpoint-owners';

/**
 * Ids asked for in one request. Services take at most 500; a four-pair URLA needs more, and
 * smaller requests keep each address short and load side by side.
 */
export const FIELD_SCHEMA_CHUNK = 200;

/** Definitions do not change while the portal is open. */
const HOUR_SECONDS = 60 * 60;

type SendOne = (args: {
  url: string;
  params: { ids: string };
}) => PromiseLike<{ data?: unknown; error?: FetchBaseQueryError }> | { data?: unknown; error?: FetchBaseQueryError };

/** Asks `url` for `ids` in chunks and joins the answers; the first failed chunk fails the whole load. */
async function loadInChunks(
  url: string,
  ids: readonly string[],
  send: SendOne,
): Promise<{ data: FieldSchemasResponse } | { error: FetchBaseQueryError }> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += FIELD_SCHEMA_CHUNK) chunks.push(ids.slice(start, start + FIELD_SCHEMA_CHUNK));
  const answers = await Promise.all(chunks.map(async (chunk) => send({ url, params: { ids: chunk.join(',') } })));
  const joined: FieldSchemasResponse = { fields: [], unknownFieldIds: [] };
  for (const answer of answers) {
    if (answer.error) return { error: answer.error };
    const data = answer.data as FieldSchemasResponse;
    joined.fields.push(...data.fields);
    joined.unknownFieldIds.push(...data.unknownFieldIds);
  }
  return { data: joined };
}

/**
 * The two field-schema loaders every form of loan fields uses: `GET /api/field-schemas?ids=` for
 * catalogue ids (`4000#2`) and `GET /api/custom-field-schemas?ids=` for `CX.` and `CUST` ids,
 * asked for in chunks of {@link FIELD_SCHEMA_CHUNK}.
 */
const fieldSchemasApi = api.injectEndpoints({
  endpoints: ownedEndpoints('shared-ui/fields/field-schemas-api', (build) => ({
    getFieldSchemas: build.query<FieldSchemasResponse, readonly string[]>({
      queryFn: (ids, _api, _extra, baseQuery) => loadInChunks('/field-schemas', ids, baseQuery),
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    getCustomFieldSchemas: build.query<FieldSchemasResponse, readonly string[]>({
      queryFn: (ids, _api, _extra, baseQuery) => loadInChunks('/custom-field-schemas', ids, baseQuery),
      keepUnusedDataFor: HOUR_SECONDS,
    }),
  })),
});

export const { useGetFieldSchemasQuery, useGetCustomFieldSchemasQuery } = fieldSchemasApi;
