import type { TagDescription } from '@reduxjs/toolkit/query';
import type { PortalBus } from '../bus/bus';
import type { PORTAL_TAG_TYPES } from '../api/api';

/** A cache tag type of the portal's api (a remote may add its own with `enhanceEndpoints`). */
export type LiveTag = (typeof PORTAL_TAG_TYPES)[number] | (string & {});

const declared = new Map<LiveTag, number>();

/**
 * Declares cache tags whose data socket events keep fresh. Events pushed while the socket was
 * down are lost, so after a reconnect every active query providing one of these tags is
 * refetched. Remotes declare theirs in their `RemoteModule` (`liveTags`); the host declares its own.
 * Returns a function that withdraws the declaration.
 */
export function declareLiveTags(tags: readonly LiveTag[]): () => void {
  for (const tag of tags) declared.set(tag, (declared.get(tag) ?? 0) + 1);
  let withdrawn = false;
  return () => {
    if (withdrawn) return;
    withdrawn = true;
    for (const tag of tags) {
      const count = (declared.get(tag) ?? 0) - 1;
      if (count > 0) declared.set(tag, count);
      else declared.delete(tag);
    }
  };
}

/** The tags declared live right now. */
export function liveTags(): LiveTag[] {
  return [...declared.keys()];
}

export interface ReconnectCatchUpOptions {
  bus: PortalBus;
  /** Invalidates the given tags, e.g. `tags => dispatch(api.util.invalidateTags(tags))`. */
  invalidate: (tags: TagDescription<string>[]) => void;
}

/**
 * The platform's catch-up: when the socket connects again after a disconnect, every declared
 * live tag is invalidated, so each view on screen refetches what it may have missed (a query
 * nobody shows is dropped and loads fresh when next shown). The first connection invalidates
 * nothing: the views have just loaded. Returns the unsubscribe function.
 */
export function startReconnectCatchUp({ bus, invalidate }: ReconnectCatchUpOptions): () => void {
  let mayHaveMissedEvents = false;
  const drops = bus.subscribe('socket:disconnected', () => {
    mayHaveMissedEvents = true;
  });
  const reconnects = bus.subscribe('socket:connected', () => {
    if (!mayHaveMissedEvents) return;
    mayHaveMissedEvents = false;
    const tags = liveTags();
    if (tags.length > 0) invalidate(tags);
  });
  return () => {
    drops.unsubscribe();
    reconnects.unsubscribe();
  };
}
