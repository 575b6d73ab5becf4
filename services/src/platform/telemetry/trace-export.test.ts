import { otlpTracesUrl, startTraceExport } from './trace-export';

describe('trace export', () => {
  it('sends to the traces endpoint, else to the base endpoint’s /v1/traces', () => {
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
    expect(
      otlpTracesUrl({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/in',
      }),
    ).toBe('https://traces.example/in');
  });

  it('starts nothing without an endpoint', () => {
    expect(otlpTracesUrl({})).toBeUndefined();
    expect(startTraceExport('test-build', {})).toBeUndefined();
  });
});
