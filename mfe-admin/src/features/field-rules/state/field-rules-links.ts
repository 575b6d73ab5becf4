import { linkTo } from 'shared-ui';

/** Query parameters of the field-rules pages. */
export const FIELD_RULES_PARAMS = { ruleSet: 'ruleSet', tag: 'tag', isNew: 'new', from: 'from', to: 'to' } as const;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The field-rules list, filtered by `tag` when given. */
export const listLink = (tag: string | null = null): string => withQuery(linkTo('adminPage', { page: 'field-rules' }), { tag });

/** The editor of a rule set (`isNew`: one not stored yet), remembering the list's tag filter. */
export const editorLink = (ruleSetId: string, tag: string | null = null, isNew = false): string =>
  withQuery(linkTo('adminPage', { page: 'field-rules' }), { ruleSet: ruleSetId, tag, new: isNew ? '1' : null });

/** The history of a rule set. */
export const auditLink = (ruleSetId: string | null = null): string =>
  withQuery(linkTo('adminPage', { page: 'field-rules/audit' }), { ruleSet: ruleSetId });
