/**
 * The portal's instances (`/api/admin/instances*`, administrators) and the move of a signed-in
 * user to a sibling instance without signing in again (`/api/instance-sync/*`): a signed,
 * single-use token that lives a minute.
 */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString } from './schema-kit';

/** How long a sync token works, in seconds: long enough to open the other portal, too short to be forwarded. */
export const INSTANCE_SYNC_TOKEN_SECONDS = 60;

/** The page of the target instance that exchanges the token; the token travels in the fragment (`#token=`). */
export const INSTANCE_SYNC_PATH = '/instance-sync';

export const INSTANCE_NAME_MAX_LENGTH = 100;
export const INSTANCE_URL_MAX_LENGTH = 300;

/** A portal instance as administrators list it. */
export const InstanceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The address people open it at (`https://portal.lender.com`), without a trailing slash. */
  baseUrl: Type.String(),
  /** This portal (exactly one instance is): its address comes from the services' PORTAL_URL. */
  isCurrent: Type.Boolean(),
  /** A disabled instance keeps its entry, and nobody is sent to it. */
  enabled: Type.Boolean(),
  createdAt: DateTimeString(),
  updatedAt: DateTimeString(),
});
export type Instance = Static<typeof InstanceSchema>;

/** `GET /api/admin/instances`: this portal first, then the others by name. */
export const InstanceListSchema = Type.Array(InstanceSchema);
export type InstanceList = Static<typeof InstanceListSchema>;

const instanceFields = {
  name: Type.String({ minLength: 1, maxLength: INSTANCE_NAME_MAX_LENGTH }),
  baseUrl: Type.String({ minLength: 1, maxLength: INSTANCE_URL_MAX_LENGTH }),
  enabled: Type.Boolean(),
};

/** `POST /api/admin/instances` body (201 `Instance`): a sibling instance; enabled unless said otherwise. */
export const InstanceCreateRequestSchema = Type.Object(
  { name: instanceFields.name, baseUrl: instanceFields.baseUrl, enabled: Type.Optional(Type.Boolean({ default: true })) },
  { additionalProperties: false },
);
export type InstanceCreateRequest = Static<typeof InstanceCreateRequestSchema>;

/** `PATCH /api/admin/instances/:id` body (200 `Instance`): only the fields sent change. */
export const InstanceUpdateRequestSchema = Type.Partial(Type.Object(instanceFields, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type InstanceUpdateRequest = Static<typeof InstanceUpdateRequestSchema>;

/**
 * `GET /api/instance-sync/generate-token` query (any signed-in user): `isSameInstance` true
 * targets this portal; false needs the sibling's `instanceId`.
 */
export const InstanceSyncGenerateQuerySchema = Type.Object(
  { isSameInstance: Type.Boolean(), instanceId: Type.Optional(IdString()) },
  { additionalProperties: false },
);
export type InstanceSyncGenerateQuery = Static<typeof InstanceSyncGenerateQuerySchema>;

/** The token, until when it works, and the address to open (`<baseUrl>/instance-sync#token=…`). */
export const InstanceSyncTokenSchema = Type.Object({ token: Type.String(), expiresAt: DateTimeString(), url: Type.String() });
export type InstanceSyncToken = Static<typeof InstanceSyncTokenSchema>;

/** `GET /api/instance-sync/exchange-token` query (public, rate limited): answers a `TokenPair` like signing in. */
export const InstanceSyncExchangeQuerySchema = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type InstanceSyncExchangeQuery = Static<typeof InstanceSyncExchangeQuerySchema>;

/** The refusals of the instance administration, under their field (422/409) or as the page's message. */
export const INSTANCE_TEXTS = {
  adminsOnly: 'Only administrators manage the portal’s instances.',
  nameRequired: 'Enter a name for the instance.',
  nameTaken: 'Another instance already has this name.',
  urlInvalid: 'Enter the address the portal opens at, starting with https:// or http://, such as https://portal.lender.com.',
  urlTaken: 'Another instance already has this address.',
  currentAddressFromConfig: 'This portal’s address is set by the services’ PORTAL_URL setting, not here.',
  currentCannotBeDisabled: 'This portal cannot be disabled: it is the instance you are using.',
  currentCannotBeDeleted: 'This portal cannot be removed: it is the instance you are using.',
  unknown: 'No instance with this id.',
} as const;

/** The refusals of the move to another instance, each the message the page shows. */
export const INSTANCE_SYNC_TEXTS = {
  offNoSecret:
    'Moving between instances is off: an administrator sets a shared secret on the Instances page (or the services’ INSTANCE_SYNC_SECRET).',
  offNoSibling: 'Moving between instances is off: an administrator adds and enables a sibling instance on the Instances page.',
  instanceIdRequired: 'Choose the instance to open.',
  notSameInstance: 'This is another instance: ask with isSameInstance=false.',
  instanceDisabled: 'This instance is disabled: an administrator can enable it on the Instances page.',
  notWhileImpersonating: 'End the impersonation session before opening another instance.',
  tokenInvalid: 'This link is not a valid sign-in link. Sign in with your email and password.',
  tokenExpired: 'This link has expired: links to move between instances work for one minute. Open the instance again.',
  wrongInstance: 'This link was made for another instance. Sign in with your email and password.',
  unknownIssuer: 'This link comes from a portal this one does not know. Sign in with your email and password.',
  tokenUsed: 'This link was already used',
  userUnknown: 'No account here uses this email address. Ask an administrator of this portal to add you.',
  userDisabled: 'This account is disabled and cannot sign in. Contact your administrator.',
} as const;

/** Where the secret that signs sync tokens comes from; null while there is none. */
export const INSTANCE_SYNC_SECRET_SOURCES = ['environment', 'generated', 'entered'] as const;
export type InstanceSyncSecretSource = (typeof INSTANCE_SYNC_SECRET_SOURCES)[number];

/** The least length of a shared secret entered by hand (a generated one has 43 characters). */
export const INSTANCE_SYNC_SECRET_MIN_LENGTH = 32;
export const INSTANCE_SYNC_SECRET_MAX_LENGTH = 200;

/**
 * `GET /api/admin/instance-sync` (administrators): whether users can move between instances and
 * why not. On needs a shared secret and at least one enabled sibling instance. The fingerprint
 * (the first 48 bits of the secret's SHA-256) lets two administrators check that their instances
 * hold the same secret without either reading it.
 */
export const InstanceSyncStatusSchema = Type.Object({
  on: Type.Boolean(),
  /** Why it is off (`INSTANCE_SYNC_TEXTS.offNoSecret` or `offNoSibling`); null while on. */
  offReason: Type.Union([Type.String(), Type.Null()]),
  secretSource: Type.Union([Type.Literal('environment'), Type.Literal('generated'), Type.Literal('entered'), Type.Null()]),
  /** `xxxx-xxxx-xxxx`, hexadecimal; null without a secret. */
  secretFingerprint: Type.Union([Type.String(), Type.Null()]),
  /** When an administrator generated or entered the stored secret; null for none or the environment's. */
  secretSetAt: Type.Union([DateTimeString(), Type.Null()]),
  secretSetBy: Type.Union([Type.String(), Type.Null()]),
  enabledSiblings: Type.Integer({ minimum: 0 }),
});
export type InstanceSyncStatus = Static<typeof InstanceSyncStatusSchema>;

/** `POST /api/admin/instance-sync/secret` (201): a new secret, shown this once, to paste into each sibling. */
export const InstanceSyncGeneratedSecretSchema = Type.Object({ secret: Type.String(), status: InstanceSyncStatusSchema });
export type InstanceSyncGeneratedSecret = Static<typeof InstanceSyncGeneratedSecretSchema>;

/** `PUT /api/admin/instance-sync/secret` body (200 `InstanceSyncStatus`): the secret a sibling generated. */
export const InstanceSyncSecretEntrySchema = Type.Object(
  { secret: Type.String({ minLength: 1, maxLength: INSTANCE_SYNC_SECRET_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type InstanceSyncSecretEntry = Static<typeof InstanceSyncSecretEntrySchema>;

/** The refusals of the shared secret's administration, under its field (422) or as the page's message (409). */
export const INSTANCE_SYNC_SECRET_TEXTS = {
  tooShort: `A shared secret has at least ${INSTANCE_SYNC_SECRET_MIN_LENGTH} characters: paste the whole secret the other instance generated.`,
  hasSpaces: 'A shared secret has no spaces or line breaks.',
  published: 'This secret is published in the portal’s source code and can never be used. Generate a new one.',
  fromEnvironment: 'The shared secret is set by the services’ INSTANCE_SYNC_SECRET setting and is changed there, not here.',
  secretsKeyMissing: 'The services have no SECRETS_KEY, so a shared secret cannot be stored. Set SECRETS_KEY and restart the services.',
} as const;

/**
 * The instance address as stored and compared: an http(s) URL with a host and no user, query or
 * fragment, without trailing slashes (`HTTPS://Portal.Lender.com/` → `https://portal.lender.com`).
 * Null when the text is not such an address.
 */
export function normaliseInstanceUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!url.hostname || url.username || url.password || url.search || url.hash) return null;
  const address = `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, '');
  return address.length <= INSTANCE_URL_MAX_LENGTH ? address : null;
}

/** The page of `baseUrl` that exchanges `token` (the fragment never reaches a server log). */
export const instanceSyncUrl = (baseUrl: string, token: string) => `${baseUrl}${INSTANCE_SYNC_PATH}#token=${token}`;
