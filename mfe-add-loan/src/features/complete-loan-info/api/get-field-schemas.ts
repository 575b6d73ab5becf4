import type { FieldSchemasResponse } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/field-schemas?ids=` (catalogue fields) and `GET /api/custom-field-schemas?ids=`
 * (`CX.` and `CUST` ids): the definitions the required-fields step renders.
 */
const fieldSchemasApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-add-loan/complete-loan-info/get-field-schemas', (build) => ({
    getFieldSchemas: build.query<FieldSchemasResponse, string[]>({
      query: (ids) => ({ url: paths.fieldSchemas, params: { ids: ids.join(',') } }),
    }),
    getCustomFieldSchemas: build.query<FieldSchemasResponse, string[]>({
      query: (ids) => ({ url: paths.customFieldSchemas, params: { ids: ids.join(',') } }),
    }),
  })),
});

export const { useGetFieldSchemasQuery, useGetCustomFieldSchemasQuery } = fieldSchemasApi;
