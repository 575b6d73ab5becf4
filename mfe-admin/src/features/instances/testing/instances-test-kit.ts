// Test-only: fake services for the instances page, answering as `/api/admin/instances*` and `/api/instance-sync/*` do.
import { randomBytes } from 'node:crypto';
import { type Instance, INSTANCE_SYNC_TEXTS, type InstanceSyncStatus, type Profile, PERSONA } from 'shared-rules';
import { type FakeRequest, type FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse } from 'shared-ui/testing';

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
  enter?: (request: FakeRequest) => FakeResponse;
  profile?: Profile;
  /** Answers `POST /api/admin/instances` (default: 201 with the instance made from the body). */
  create?: (request: FakeRequest) => FakeResponse;
  /** Answers `GET /api/instance-sync/generate-token` (default: a token for the instance asked for). */
  generate?: (query: URLSearchParams) => FakeResponse;
  /** `GET /api/admin/instances` answers 503. */
  listFails?: boolean;
}

/** Installs the fake services; `services.instances` changes with the writes. */
export function serveInstances(services: InstanceServices) {
  const fake = installFakeFetch((request) => {
    const url = new URL(request.url, 'http://portal.test');
    const { pathname } = url;
    if (pathname === '/api/profile') return jsonResponse(services.profile ?? administrator);
    if (pathname === '/api/admin/instances' && request.method === 'GET') {
      return services.listFails ? problemResponse(503, 'unavailable', 'The services are restarting.') : jsonResponse(services.instances);
    }
    if (pathname === '/api/admin/instances' && request.method === 'POST') {
      if (services.create) return services.create(request);
      const body = request.json() as { name: string; baseUrl: string; enabled: boolean };
      const created = instance({ id: 'ins-new', isCurrent: false, ...body });
      services.instances = [...services.instances, created];
      return jsonResponse(created, 201);
    }
    const one = pathname.match(/^\/api\/admin\/instances\/([^/]+)$/);
    if (one && request.method === 'PATCH') {
      const index = services.instances.findIndex((candidate) => candidate.id === one[1]);
      if (index < 0) return problemResponse(404, 'not-found', 'No instance with this id.');
      const updated = { ...services.instances[index], ...(request.json() as Partial<Instance>) };
      services.instances = services.instances.map((candidate, at) => (at === index ? updated : candidate));
      return jsonResponse(updated);
    }
    if (pathname === '/api/admin/instance-sync' && request.method === 'GET') return jsonResponse(services.sync ?? SYNC_ON);
    if (pathname === '/api/admin/instance-sync/secret') {
      const before = services.sync ?? SYNC_ON;
      if (request.method === 'POST') {
        services.sync = {
          ...before,
          on: before.enabledSiblings > 0,
          offReason: null,
          secretSource: 'generated',
          secretFingerprint: 'aaaa-bbbb-cccc',
        };
        return jsonResponse({ secret: GENERATED_SECRET, status: services.sync }, 201);
      }
      if (request.method === 'PUT') {
        if (services.enter) return services.enter(request);
        services.sync = {
          ...before,
          on: before.enabledSiblings > 0,
          offReason: null,
          secretSource: 'entered',
          secretFingerprint: 'dddd-eeee-ffff',
        };
        return jsonResponse(services.sync);
      }
      if (request.method === 'DELETE') {
        services.sync = {
          ...before,
          on: false,
          offReason: INSTANCE_SYNC_TEXTS.offNoSecret,
          secretSource: null,
          secretFingerprint: null,
          secretSetAt: null,
          secretSetBy: null,
        };
        return jsonResponse(services.sync);
      }
    }
    if (pathname === '/api/instance-sync/generate-token') {
      if (services.generate) return services.generate(url.searchParams);
      const target = url.searchParams.get('isSameInstance') === 'true' ? THIS_PORTAL : STAGING;
      return jsonResponse({
        token: 'sync-token',
        expiresAt: '2099-01-01T00:01:00.000Z',
        url: `${target.baseUrl}/instance-sync#token=sync-token`,
      });
    }
    return problemResponse(404, 'not-found', request.url);
  });
  const calls = (method: string, path: string) =>
    fake.requests().filter((request) => request.method === method && new URL(request.url, 'http://portal.test').pathname === path);
  return { ...fake, calls };
}
