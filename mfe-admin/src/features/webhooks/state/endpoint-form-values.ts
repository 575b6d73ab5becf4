import type { ApiProblem, WebhookEndpoint, WebhookEndpointSave, WebhookEventType } from 'shared-rules';

/** What the Add / Edit endpoint form holds. */
export interface EndpointFormValues {
  url: string;
  /** On: every organisation's loans, now and later; off: only `organizationIds`. */
  allOrganizations: boolean;
  organizationIds: string[];
  eventTypes: WebhookEventType[];
  active: boolean;
}

export const emptyEndpointFormValues = (): EndpointFormValues => ({
  url: '',
  allOrganizations: false,
  organizationIds: [],
  eventTypes: [],
  active: true,
});

export const endpointFormValuesOf = (endpoint: WebhookEndpoint): EndpointFormValues => ({
  url: endpoint.url,
  allOrganizations: endpoint.organizationIds === null,
  organizationIds: endpoint.organizationIds ?? [],
  eventTypes: endpoint.eventTypes,
  active: endpoint.active,
});

export const endpointSaveOf = (values: EndpointFormValues): WebhookEndpointSave => ({
  url: values.url.trim(),
  organizationIds: values.allOrganizations ? null : values.organizationIds,
  eventTypes: values.eventTypes,
  active: values.active,
});

/** The checks the form makes before sending (services check the address's network too). */
export function endpointFormProblems(values: EndpointFormValues): Partial<Record<keyof EndpointFormValues, string>> {
  const problems: Partial<Record<keyof EndpointFormValues, string>> = {};
  if (!/^https?:\/\/\S+$/i.test(values.url.trim())) problems.url = 'Enter a full address, such as https://partner.example.com/webhooks.';
  if (!values.allOrganizations && values.organizationIds.length === 0)
    problems.organizationIds = 'Choose at least one organisation, or turn on "Every organisation".';
  if (values.eventTypes.length === 0) problems.eventTypes = 'Choose at least one event.';
  return problems;
}

/** Where a refusal of services goes: under its field (`body.url`), else above the buttons. */
export function endpointRefusalOf(
  problem: ApiProblem | null,
  fallback: string,
): { fields: Record<string, string>; message: string | null } {
  const fields: Record<string, string> = {};
  for (const entry of problem?.fields ?? []) fields[entry.field.replace(/^body\./, '')] = entry.message;
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: problem?.detail ?? fallback };
}
