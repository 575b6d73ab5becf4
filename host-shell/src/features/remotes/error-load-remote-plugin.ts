import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure, type UnavailableRemote } from './failure-reports';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Fences a remote that cannot load. A dead remote fires `errorLoadRemote` twice: first while
 * resolving its manifest (`afterResolve`, where returning nothing lets the error travel on),
 * then for the load itself (`onLoad`), where the fallback replaces the module so the area
 * shows "temporarily unavailable" instead of the whole portal failing. No React here: runtime
 * plugins run before the share scope exists.
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-error-load-remote',
    errorLoadRemote(args) {
      const remote = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
      reportRemoteFailure({ remote, lifecycle: args.lifecycle, message: messageOf(args.error) });
      if (args.lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableRemote = { portalRemoteUnavailable: true, message: messageOf(args.error) };
      return fallback;
    },
  };
}
