import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every package's endpoint modules loaded into one api and one store, as the portal does once
// the host has loaded each remote: a name two packages define must fail here, not in production.
const PORTAL_ROOT = join(__dirname, '..', '..', '..');
const PACKAGES = ['shared-ui', 'host-shell', 'mfe-loan', 'mfe-admin', 'mfe-add-loan', 'mfe-help-center', 'mfe-assistant'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Files that inject endpoints into the portal's api, in the order the packages are listed. */
const endpointModules = PACKAGES.flatMap((pkg) => sourceFiles(join(PORTAL_ROOT, pkg, 'src'))).filter((file) =>
  readFileSync(file, 'utf8').includes('.injectEndpoints('),
);

type SharedUi = typeof import('shared-ui');

/** Loads `files` into a fresh module registry (a fresh api) and returns that registry's shared-ui. */
function loadInto(files: string[]): SharedUi {
  let sharedUi: SharedUi | undefined;
  jest.isolateModules(() => {
    sharedUi = require('shared-ui') as SharedUi;
    for (const file of files) require(file);
  });
  if (!sharedUi) throw new Error('shared-ui did not load');
  return sharedUi;
}

describe('endpoint names across the portal', () => {
  it('finds the endpoint modules of the host and the remotes', () => {
    const names = endpointModules.map((file) => relative(PORTAL_ROOT, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'shared-ui/src/api/shared-endpoints.ts',
        'host-shell/src/features/notifications/notifications-api.ts',
        'mfe-loan/src/features/pipeline/api/get-loans.ts',
        'mfe-admin/src/features/email-outbox/api/get-outbox.ts',
        'mfe-add-loan/src/features/create-loan/api/create-loan.ts',
        'mfe-help-center/src/features/contact-support/api/send-loan-help.ts',
      ]),
    );
  });

  it.each([
    ['in package order', endpointModules],
    ['in reverse order', [...endpointModules].reverse()],
  ])('load into one store without a collision (%s)', (_order, files) => {
    const { api, endpointOwner, makeStore } = loadInto(files);
    const store = makeStore();
    const names = Object.keys(api.endpoints);
    expect(names.length).toBeGreaterThan(20);
    // A name with no owner was injected without ownedEndpoints, so it would not be checked.
    expect(names.filter((name) => endpointOwner(name) === undefined)).toEqual([]);
    expect(store.getState().api.config.reducerPath).toBe('api');
  });

  it('throw when a second package defines a name another one owns', () => {
    const { api, EndpointNameTakenError, ownedEndpoints } = loadInto(endpointModules);
    expect(() =>
      api.injectEndpoints({
        endpoints: ownedEndpoints('mfe-example/pipeline/get-loans', (build) => ({
          getLoans: build.query<unknown, void>({ query: () => '/loans' }),
        })),
      }),
    ).toThrow(EndpointNameTakenError);
  });
});
