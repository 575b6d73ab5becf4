/** What the host reads before anything else: the running build and where the remotes live. */
import { Type, type Static } from 'typebox';

/** `GET /api/version`. */
export const VersionInfoSchema = Type.Object({
  /** The build id of the running portal. */
  message: Type.String(),
});
export type VersionInfo = Static<typeof VersionInfoSchema>;

export const RemoteEntrySchema = Type.Object({
  /** Federation name, a JS identifier such as `mfe_loan`. */
  name: Type.String(),
  /** Absolute URL of the remote's `mf-manifest.json`. */
  manifestUrl: Type.String(),
  label: Type.String(),
  /** Path prefixes whose pages this remote renders, e.g. `/pipeline`. */
  routes: Type.Array(Type.String()),
  /** Named slots the remote fills, e.g. `help-drawer`, `chat-widget`, `add-loan-modal`. */
  slots: Type.Array(Type.String()),
});
export type RemoteEntry = Static<typeof RemoteEntrySchema>;

/** `GET /api/remotes`: what the host needs before loading any remote code. */
export const RemotesConfigSchema = Type.Object({ remotes: Type.Array(RemoteEntrySchema) });
export type RemotesConfig = Static<typeof RemotesConfigSchema>;
