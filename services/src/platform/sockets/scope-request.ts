import type { SocketAck, SocketScope } from 'shared-rules';

export type ParsedScopeRequest = { ok: true; scope: SocketScope } | { ok: false; code: string; detail: string };

/** Validates a join_scope / leave_scope payload coming from a browser. */
export function parseScopeRequest(raw: unknown): ParsedScopeRequest {
  if (typeof raw !== 'object' || raw === null) {
    return { ok: false, code: 'invalid-input', detail: 'The payload must be an object { scope, target }.' };
  }
  const { scope, target } = raw as Record<string, unknown>;
  if (scope !== 'group' && scope !== 'room') {
    return { ok: false, code: 'invalid-input', detail: 'scope must be "group" or "room".' };
  }
  if (typeof target !== 'string' || target.length === 0 || target.length > 100) {
    return { ok: false, code: 'invalid-input', detail: 'target must be a string of 1 to 100 characters.' };
  }
  return { ok: true, scope: { scope, target } };
}

/** Answers through the client's ack callback when it sent one. */
export function replyTo(ack: unknown, result: SocketAck): void {
  if (typeof ack === 'function') (ack as (result: SocketAck) => void)(result);
}
