import { useEffect, useMemo, useState } from 'react';
import { isCustomFieldId, type FieldDefinition, type FieldSchemasResponse } from 'shared-rules';
import { problemMessage, useAppDispatch, useAppSelector, useGetCustomFieldSchemasQuery, useGetFieldSchemasQuery } from 'shared-ui';
import { unknownFieldDefinition } from '../state/field-values';
import {
  fieldIdsKey,
  schemaLoadFailed,
  schemaLoadSucceeded,
  schemaRetryAllowed,
  selectSchemaLoadFailure,
} from '../state/schema-load-errors';

export interface FieldDefinitions {
  status: 'loading' | 'ready' | 'failed';
  /** Every requested id's definition (ids neither loader knows get a read-only text field). */
  definitions: ReadonlyMap<string, FieldDefinition>;
  /** Why the definitions could not be loaded (the stored failure's message), while status is `failed`. */
  failureMessage: string | null;
  /** Whether Retry may ask again: only once the requested ids differ from those that failed. */
  retryAllowed: boolean;
  retry: () => void;
}

const NO_DEFINITIONS: ReadonlyMap<string, FieldDefinition> = new Map();
/** The answer for no ids: one object, so that the definitions built from it keep their identity. */
const NOTHING_ASKED: FieldSchemasResponse = { fields: [], unknownFieldIds: [] };

/**
 * The definitions of `ids` through the two schema loaders (catalogue ids, and `CX.`/`CUST` ids).
 * A failure is stored for the page (`scope`) and the same ids are not asked for again, not even
 * when the tab is opened again, until the ids change (another pair, another property state);
 * then Retry asks for the new ones.
 */
export function useFieldDefinitions(scope: string, ids: readonly string[]): FieldDefinitions {
  const dispatch = useAppDispatch();
  const idsKey = fieldIdsKey(ids);
  const [plainIds, customIds] = useMemo(() => {
    const sorted = idsKey === '' ? [] : idsKey.split(',');
    return [sorted.filter((id) => !isCustomFieldId(id)), sorted.filter((id) => isCustomFieldId(id))];
  }, [idsKey]);
  const failure = useAppSelector((state) => selectSchemaLoadFailure(state, scope));
  // The ids a Retry click allowed: a stored failure stops every load until the user asks.
  const [approvedKey, setApprovedKey] = useState<string | null>(null);
  const mayLoad = failure === undefined || (schemaRetryAllowed(failure, idsKey) && approvedKey === idsKey);

  const plain = useGetFieldSchemasQuery(plainIds, { skip: !mayLoad || plainIds.length === 0 });
  const custom = useGetCustomFieldSchemasQuery(customIds, { skip: !mayLoad || customIds.length === 0 });
  const error = plain.error ?? custom.error;
  const plainData = plainIds.length === 0 ? NOTHING_ASKED : plain.currentData;
  const customData = customIds.length === 0 ? NOTHING_ASKED : custom.currentData;
  const loaded = mayLoad && error === undefined && plainData !== undefined && customData !== undefined;

  useEffect(() => {
    if (mayLoad && error !== undefined) dispatch(schemaLoadFailed({ scope, idsKey, message: problemMessage(error) }));
  }, [dispatch, error, idsKey, mayLoad, scope]);
  const hasFailure = failure !== undefined;
  useEffect(() => {
    if (loaded && hasFailure) dispatch(schemaLoadSucceeded({ scope }));
  }, [dispatch, hasFailure, loaded, scope]);

  const definitions = useMemo(() => {
    if (!plainData || !customData) return NO_DEFINITIONS;
    const known = new Map<string, FieldDefinition>();
    for (const definition of [...plainData.fields, ...customData.fields]) known.set(definition.id, definition);
    for (const id of [...plainData.unknownFieldIds, ...customData.unknownFieldIds]) known.set(id, unknownFieldDefinition(id));
    return known;
  }, [plainData, customData]);

  const blocked = failure !== undefined && !mayLoad;
  const retryAllowed = failure !== undefined && schemaRetryAllowed(failure, idsKey);
  return {
    status: blocked || error !== undefined ? 'failed' : loaded ? 'ready' : 'loading',
    definitions: loaded ? definitions : NO_DEFINITIONS,
    failureMessage: failure?.message ?? (error === undefined ? null : problemMessage(error)),
    retryAllowed,
    retry: () => {
      if (retryAllowed) setApprovedKey(idsKey);
    },
  };
}
