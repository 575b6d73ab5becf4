// Test-only: MSW handlers for the instances page, answering as `/api/admin/instances*` and `/api/instance-sync/*` do.
import { randomBytes } from 'node:crypto';
import { HttpResponse } from 'msw';
import {
  type ApiProblem,
  type Instance,
  INSTANCE_SYNC_TEXTS,
  type InstanceCreateRequest,
  type InstanceList,
  type InstanceSyncGeneratedSecret,
  type InstanceSyncSecretEntry,
  type InstanceSyncStatus,
  type InstanceSyncToken,
  type InstanceUpdateRequest,
  PERSONA,
  type Profile,
} from 'shared-rules';
import { api, internalProfile, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';

export const administrator = internalProfile({ personas: [{ entityId: PERSONA.administrator }] });

export function instance(overrides: Partial<Instance> = {}): Instance {
  return {
    id: 'ins-current',
    name: 'Keystone Lending portal',
    baseUrl: 'https://portal.lender.test',
    isCurrent: true,
    enabled: true,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export const THIS_PORTAL = instance();
export const STAGING = instance({
  id: 'ins-staging',
  name: 'Correspondent portal (staging)',
  baseUrl: 'https://staging.lender.test',
  isCurrent: false,
});

/** Moving between instances on, with a secret generated here. */
export const SYNC_ON: InstanceSyncStatus = {
  on: true,
  offReason: null,
  secretSource: 'generated',
  secretFingerprint: '3f2a-9c1b-77de',
  secretSetAt: '2026-11-20T15:00:00.000Z',
  secretSetBy: 'Alex Morgan',
  enabledSiblings: 1,
};

/** What services answer when asked for a new secret: random for every run, as the services' own are. */
export const GENERATED_SECRET = randomBytes(32).toString('base64url');

export interface InstanceServices {
  instances: Instance[];
  /** What `GET /api/admin/instance-sync` answers (default `SYNC_ON`); the writes change it. */
  sync?: InstanceSyncStatus;
  /** Answers `PUT /api/admin/instance-sync/secret` instead of accepting the secret. */
  enter?: () => HttpResponse<InstanceSyncStatus | ApiProblem>;
  profile?: Profile;
  /** Answers `POST /api/admin/instances` (default: 201 with the instance made from the body). */
  create?: () => HttpResponse<Instance | ApiProblem>;
  /** Answers `GET /api/instance-sync/generate-token` (default: a token for the instance asked for). */
  generate?: (query: URLSearchParams) => HttpResponse<InstanceSyncToken | ApiProblem>;
  /** `GET /api/admin/instances` answers 503. */
  listFails?: boolean;
}

/** The status once a secret is set: sync is on as soon as a sibling is enabled. */
function withSecretSet(
  before: InstanceSyncStatus,
  secretSource: NonNullable<InstanceSyncStatus['secretSource']>,
  secretFingerprint: string,
): InstanceSyncStatus {
  return { ...before, on: before.enabledSiblings > 0, offReason: null, secretSource, secretFingerprint };
}

/** Answers the instances services with `server.use(...)`; `services.instances` and `services.sync` change with the writes. */
export function serveInstances(services: InstanceServices): void {
  const sync = () => services.sync ?? SYNC_ON;
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(services.profile ?? administrator)),
    api.get<InstanceList>(paths.adminInstances, () =>
      services.listFails ? problem(503, 'unavailable', 'The services are restarting.') : HttpResponse.json(services.instances),
    ),
    api.post<Instance, InstanceCreateRequest>(paths.adminInstances, async ({ request }) => {
      if (services.create) return services.create();
      const created = instance({ id: 'ins-new', isCurrent: false, ...(await request.json()) });
      services.instances = [...services.instances, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    api.patch<Instance, InstanceUpdateRequest, { id: string }>(`${paths.adminInstances}/:id`, async ({ params, request }) => {
      const index = services.instances.findIndex((candidate) => candidate.id === params.id);
      if (index < 0) return problem(404, 'not-found', 'No instance with this id.');
      const updated = { ...services.instances[index], ...(await request.json()) } as Instance;
      services.instances = services.instances.map((candidate, at) => (at === index ? updated : candidate));
      return HttpResponse.json(updated);
    }),
    api.get<InstanceSyncStatus>(paths.adminInstanceSync, () => HttpResponse.json(sync())),
    api.post<InstanceSyncGeneratedSecret>(paths.adminInstanceSyncSecret, () => {
      services.sync = withSecretSet(sync(), 'generated', 'aaaa-bbbb-cccc');
      return HttpResponse.json({ secret: GENERATED_SECRET, status: services.sync }, { status: 201 });
    }),
    api.put<InstanceSyncStatus, InstanceSyncSecretEntry>(paths.adminInstanceSyncSecret, () => {
      if (services.enter) return services.enter();
      services.sync = withSecretSet(sync(), 'entered', 'dddd-eeee-ffff');
      return HttpResponse.json(services.sync);
    }),
    api.delete<InstanceSyncStatus>(paths.adminInstanceSyncSecret, () => {
      services.sync = {
        ...sync(),
        on: false,
        offReason: INSTANCE_SYNC_TEXTS.offNoSecret,
        secretSource: null,
        secretFingerprint: null,
        secretSetAt: null,
        secretSetBy: null,
      };
      return HttpResponse.json(services.sync);
    }),
    api.get<InstanceSyncToken>(paths.instanceSyncToken, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (services.generate) return services.generate(query);
      const target = query.get('isSameInstance') === 'true' ? THIS_PORTAL : STAGING;
      return HttpResponse.json({
        token: 'sync-token',
        expiresAt: '2099-01-01T00:01:00.000Z',
        url: `${target.baseUrl}/instance-sync#token=sync-token`,
      });
    }),
  );
}
