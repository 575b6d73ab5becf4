import { Suspense, use, type ReactNode } from 'react';
import type { RemoteEntry } from 'shared-rules';
import { PageLoader, RemoteErrorBoundary, resolveRemoteForSlot, type SlotName, type SlotPropsMap } from 'shared-ui';
import { loadRemoteModule, resetRemote } from './federation-loader';
import { forgetLazyComponents, lazyFor } from './lazy-components';
import { useRemotesConfig } from './remotes-context';

function SlotContent<S extends SlotName>({ entry, slot, props }: { entry: RemoteEntry; slot: S; props: SlotPropsMap[S] }) {
  const remote = use(loadRemoteModule(entry));
  const loader = remote.slots?.[slot];
  if (!loader) return null;
  const Slot = lazyFor(entry.name, loader).Component;
  return <Slot {...props} />;
}

export interface RemoteSlotProps<S extends SlotName> {
  slot: S;
  props: SlotPropsMap[S];
  /** Shown while loading; a small loader by default, `null` for floating widgets. */
  fallback?: ReactNode;
  /** Compact "unavailable" card for narrow frames. */
  compact?: boolean;
  /** Nothing at all when the remote fails (still reported): for an extra the page does well without. */
  quiet?: boolean;
}

/** Fills a named slot with the remote that declares it in remotes.json; nothing when none does. */
export function RemoteSlot<S extends SlotName>({ slot, props, fallback, compact = true, quiet = false }: RemoteSlotProps<S>) {
  const entry = resolveRemoteForSlot(useRemotesConfig(), slot);
  if (!entry) return null;
  return (
    <RemoteErrorBoundary
      remote={entry.name}
      area={entry.label}
      compact={compact}
      quiet={quiet}
      onRetry={() => {
        resetRemote(entry);
        forgetLazyComponents(entry.name);
      }}
    >
      <Suspense fallback={fallback === undefined ? <PageLoader label={`Loading ${entry.label}`} /> : fallback}>
        <SlotContent entry={entry} slot={slot} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
