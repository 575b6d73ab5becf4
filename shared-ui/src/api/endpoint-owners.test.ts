import { api } from './api';
import { claimEndpointNames, EndpointNameTakenError, endpointOwner, ownedEndpoints } from './endpoint-owners';
import { sharedApi } from './shared-endpoints';

describe('endpoint names', () => {
  it('belong to the module that defined them', () => {
    expect(endpointOwner('getProfile')).toBe('shared-ui/api/shared-endpoints');
    expect(endpointOwner('getExternalUsersSummary')).toBe('shared-ui/api/shared-endpoints');
    expect(endpointOwner('neverDefined')).toBeUndefined();
  });

  it('throw when another module injects a name already defined, and keep the first definition', () => {
    const before = sharedApi.endpoints.getExternalUsersSummary;
    expect(() =>
      api.injectEndpoints({
        endpoints: ownedEndpoints('mfe-example/contacts/get-external-users', (build) => ({
          getExternalUsersSummary: build.query<unknown, { orgId: string }>({
            query: ({ orgId }) => `/external-users/summary?orgId=${orgId}`,
          }),
        })),
      }),
    ).toThrow(
      new EndpointNameTakenError('getExternalUsersSummary', 'shared-ui/api/shared-endpoints', 'mfe-example/contacts/get-external-users'),
    );
    expect(endpointOwner('getExternalUsersSummary')).toBe('shared-ui/api/shared-endpoints');
    expect(api.endpoints).toHaveProperty('getExternalUsersSummary', before);
  });

  it('name both modules and where a shared endpoint belongs in the error', () => {
    expect(() => claimEndpointNames('mfe-example/profile', ['getProfile'])).toThrow(
      'Endpoint "getProfile" is already defined by shared-ui/api/shared-endpoints; mfe-example/profile may not define it again. ' +
        'An endpoint two packages need lives once in shared-ui/src/api/shared-endpoints.ts.',
    );
  });

  it('claim nothing when one name of a batch is taken', () => {
    expect(() => claimEndpointNames('mfe-example/batch', ['getExampleList', 'getSetting'])).toThrow(EndpointNameTakenError);
    expect(endpointOwner('getExampleList')).toBeUndefined();
  });

  it('may be claimed again by the same module, as when a remote loads again after Retry', () => {
    // RTK Query keeps the first (identical) definition and says so on the console in development.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const inject = () =>
      api.injectEndpoints({
        endpoints: ownedEndpoints('mfe-example/widgets/get-widgets', (build) => ({
          getWidgets: build.query<string[], void>({ query: () => '/widgets' }),
        })),
      });
    inject();
    expect(() => inject()).not.toThrow();
    expect(endpointOwner('getWidgets')).toBe('mfe-example/widgets/get-widgets');
    consoleError.mockRestore();
  });
});
