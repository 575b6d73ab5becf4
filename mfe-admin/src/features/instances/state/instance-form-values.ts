import {
  type ApiProblem,
  type Instance,
  type InstanceCreateRequest,
  type InstanceUpdateRequest,
  INSTANCE_TEXTS,
  normaliseInstanceUrl,
} from 'shared-rules';
import { problemFieldErrors } from 'shared-ui';

export interface InstanceFormValues {
  name: string;
  baseUrl: string;
  enabled: boolean;
}

export type InstanceFormField = keyof InstanceFormValues;
const FIELDS: readonly InstanceFormField[] = ['name', 'baseUrl', 'enabled'];

export const emptyInstanceFormValues = (): InstanceFormValues => ({ name: '', baseUrl: '', enabled: true });

export const instanceFormValuesOf = (instance: Instance): InstanceFormValues => ({
  name: instance.name,
  baseUrl: instance.baseUrl,
  enabled: instance.enabled,
});

/** What services would refuse, checked before sending: a blank name, an address that is not http(s). */
export function instanceFormProblems(values: InstanceFormValues): Partial<Record<InstanceFormField, string>> {
  const problems: Partial<Record<InstanceFormField, string>> = {};
  if (values.name.trim() === '') problems.name = INSTANCE_TEXTS.nameRequired;
  if (normaliseInstanceUrl(values.baseUrl) === null) problems.baseUrl = INSTANCE_TEXTS.urlInvalid;
  return problems;
}

export const instanceCreateRequestOf = (values: InstanceFormValues): InstanceCreateRequest => ({
  name: values.name.trim(),
  baseUrl: values.baseUrl.trim(),
  enabled: values.enabled,
});

/** Only what changed (compared as services store it), or null when nothing did. */
export function instanceUpdateRequestOf(instance: Instance, values: InstanceFormValues): InstanceUpdateRequest | null {
  const change: InstanceUpdateRequest = {};
  if (values.name.trim() !== instance.name) change.name = values.name.trim();
  if (normaliseInstanceUrl(values.baseUrl) !== instance.baseUrl) change.baseUrl = values.baseUrl.trim();
  if (values.enabled !== instance.enabled) change.enabled = values.enabled;
  return Object.keys(change).length > 0 ? change : null;
}

export interface InstanceRefusal {
  fields: Partial<Record<InstanceFormField, string>>;
  /** What no field shows, for the form's alert. */
  message: string | null;
}

/** Each problem of a form field under it (`body.baseUrl` under Address), the rest in one sentence. */
export function instanceRefusalOf(problem: ApiProblem | null, fallback: string): InstanceRefusal {
  const fields: Partial<Record<InstanceFormField, string>> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(problemFieldErrors(problem))) {
    const field = FIELDS.find((candidate) => candidate === path.split(/[./[]/)[0]);
    if (field) fields[field] ??= message;
    else elsewhere.push(message);
  }
  const placedAny = Object.keys(fields).length > 0;
  return { fields, message: elsewhere.length > 0 ? elsewhere.join(' ') : placedAny ? null : problem?.detail || fallback };
}
