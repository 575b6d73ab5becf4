import type { HostRequestEvents, ModalName, ModalParamsMap } from '../bus/events';

/** A modal with its parameters, as remotes ask for it on the bus and as the URL carries it. */
export type ModalRequest = HostRequestEvents['host:open-modal'];

/**
 * The query parameter behind each modal parameter. The URL is the modal's state, so a modal
 * survives a reload and can be linked (spec: `?modal=add-loan&channel=&loan_token=&nonQM=`).
 */
const MODAL_QUERY_KEYS: { [M in ModalName]: Record<keyof ModalParamsMap[M], string> } = {
  'add-loan': { channel: 'channel', loanToken: 'loan_token', nonQM: 'nonQM' },
  'contact-support': { loanId: 'loanId' },
  'loan-help': { loanId: 'loanId' },
  'technical-issue': { loanId: 'loanId' },
};

const isModalName = (name: string | null): name is ModalName => name !== null && Object.hasOwn(MODAL_QUERY_KEYS, name);

const ALL_MODAL_KEYS = ['modal', ...Object.values(MODAL_QUERY_KEYS).flatMap((keys) => Object.values<string>(keys))];

function paramsFrom<K extends string>(query: URLSearchParams, keys: Record<K, string>): Partial<Record<K, string>> {
  const params: Partial<Record<K, string>> = {};
  for (const [name, key] of Object.entries(keys) as [K, string][]) {
    const value = query.get(key);
    if (value) params[name] = value;
  }
  return params;
}

/** The modal `query` opens (`?modal=…` and its parameters); null when none or an unknown one. */
export function modalFromQuery(query: URLSearchParams): ModalRequest | null {
  const modal = query.get('modal');
  if (!isModalName(modal)) return null;
  // Each modal's parameters are read by its own keys, so the pair matches though TypeScript cannot see it.
  const keys: Record<string, string> = MODAL_QUERY_KEYS[modal];
  return { modal, params: paramsFrom(query, keys) } as ModalRequest;
}

/** `query` without any modal: its other parameters (a pipeline filter, …) stay. */
export function withoutModalQuery(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of ALL_MODAL_KEYS) next.delete(key);
  return next;
}

/** `query` opening `request`, replacing whichever modal it opened before. */
export function withModalQuery(query: URLSearchParams, request: ModalRequest): URLSearchParams {
  const next = withoutModalQuery(query);
  next.set('modal', request.modal);
  const keys: Record<string, string> = MODAL_QUERY_KEYS[request.modal];
  for (const [name, value] of Object.entries(request.params ?? {})) {
    if (typeof value === 'string' && value !== '' && keys[name]) next.set(keys[name], value);
  }
  return next;
}
