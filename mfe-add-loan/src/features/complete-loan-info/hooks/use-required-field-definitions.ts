import { isCustomFieldId, type FieldDefinition, type RuleExecutions } from 'shared-rules';
import { useGetCustomFieldSchemasQuery, useGetFieldSchemasQuery } from 'shared-ui';

export interface RequiredFieldDefinitions {
  status: 'loading' | 'error' | 'ready';
  /** One definition per required field, in the order services listed them. */
  fields: FieldDefinition[];
  retry: () => void;
}

/** A field services named but neither schema route knows: asked for as plain text, under the rule's description. */
function plainTextField(fieldId: string, description: string): FieldDefinition {
  return { id: fieldId, description, format: 'STRING', dataType: 'String', options: [], readOnly: false, jsonPath: '' };
}

/** Loads the definitions of the required fields from the two schema routes. */
export function useRequiredFieldDefinitions(requiredFields: RuleExecutions['requiredFields']): RequiredFieldDefinitions {
  const customIds = requiredFields.filter((field) => isCustomFieldId(field.fieldId)).map((field) => field.fieldId);
  const catalogueIds = requiredFields.filter((field) => !isCustomFieldId(field.fieldId)).map((field) => field.fieldId);
  const catalogue = useGetFieldSchemasQuery(catalogueIds, { skip: catalogueIds.length === 0 });
  const custom = useGetCustomFieldSchemasQuery(customIds, { skip: customIds.length === 0 });

  const status = catalogue.isError || custom.isError ? 'error' : catalogue.isLoading || custom.isLoading ? 'loading' : 'ready';
  const known = new Map<string, FieldDefinition>();
  for (const definition of [...(catalogue.data?.fields ?? []), ...(custom.data?.fields ?? [])]) known.set(definition.id, definition);
  const fields = requiredFields.map((field) => {
    const definition = known.get(field.fieldId);
    // The rule's description names the borrower pair when the loan has several; keep it.
    return definition
      ? { ...definition, description: field.description || definition.description }
      : plainTextField(field.fieldId, field.description);
  });
  return {
    status,
    fields,
    retry: () => {
      if (catalogue.isError) void catalogue.refetch();
      if (custom.isError) void custom.refetch();
    },
  };
}
