import { useEffect } from 'react';
import type { SocketAck, SocketScope } from 'shared-rules';
import { getBus } from '../bus/bus';
import { getSocket } from './socket-facade';

/**
 * Keeps the portal's socket in a scope (e.g. `{ scope: 'room', target: 'loan:<id>' }`) while the
 * component is mounted: joins on mount and again on every `socket:connected` (the server forgets
 * a connection's rooms when it drops, so a reconnect must join anew), leaves on unmount.
 * Pass null to join nothing (e.g. while the id is not known yet).
 */
export function useSocketScope(scope: SocketScope | null): void {
  const kind = scope?.scope ?? null;
  const target = scope?.target ?? null;
  useEffect(() => {
    if (kind === null || target === null) return undefined;
    const request: SocketScope = { scope: kind, target };
    const join = () => {
      // The facade is read on every join: the host replaces it when it (re)connects after sign-in.
      getSocket().emit('join_scope', request, (result: SocketAck) => {
        if (!result.ok) console.warn(`Live updates for ${target} unavailable: ${result.detail}`);
      });
    };
    join();
    const reconnects = getBus().subscribe('socket:connected', join);
    return () => {
      reconnects.unsubscribe();
      getSocket().emit('leave_scope', request);
    };
  }, [kind, target]);
}
