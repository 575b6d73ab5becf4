import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FieldSchemasResponse } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { loanDataApi } from './loan-data-api';

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
 * The two field-schema loaders of the loan-data tabs: `GET /api/field-schemas?ids=` for catalogue
 * ids (`4000#2`) and `GET /api/custom-field-schemas?ids=` for `CX.` and `CUST` ids. Named apart
 * from Add Loan's loaders, whose endpoints take their ids in one request.
 */
const fieldSchemasApi = loanDataApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-data/get-field-schemas', (build) => ({
    getLoanDataFieldSchemas: build.query<FieldSchemasResponse, readonly string[]>({
      queryFn: (ids, _api, _extra, baseQuery) => loadInChunks(paths.fieldSchemas, ids, baseQuery),
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    getLoanDataCustomFieldSchemas: build.query<FieldSchemasResponse, readonly string[]>({
      queryFn: (ids, _api, _extra, baseQuery) => loadInChunks(paths.customFieldSchemas, ids, baseQuery),
      keepUnusedDataFor: HOUR_SECONDS,
    }),
  })),
});

export const { useGetLoanDataFieldSchemasQuery, useGetLoanDataCustomFieldSchemasQuery } = fieldSchemasApi;
