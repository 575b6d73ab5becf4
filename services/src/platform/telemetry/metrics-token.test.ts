import { bearerMatches, metricsTokenFromEnv } from './metrics-token';

const TOKEN = 'scrape-token-for-this-test-0123456789';

describe('the metrics token', () => {
  it('matches only its own bearer token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN} `, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it('is off when unset, and refused at start when short', () => {
    expect(metricsTokenFromEnv({})).toBeUndefined();
    expect(metricsTokenFromEnv({ METRICS_TOKEN: '  ' })).toBeUndefined();
    expect(metricsTokenFromEnv({ METRICS_TOKEN: TOKEN })).toBe(TOKEN);
    expect(() => metricsTokenFromEnv({ METRICS_TOKEN: 'short' })).toThrow(/at least 24 characters/);
  });
});
