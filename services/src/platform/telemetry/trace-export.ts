import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** The OTLP/HTTP traces URL: the traces endpoint as given, else the base endpoint's `/v1/traces`. */
export function otlpTracesUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) return `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  return undefined;
}

/**
 * Starts exporting traces by OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; the exporter reads its headers
 * (OTEL_EXPORTER_OTLP_HEADERS) and timeouts from the process's environment itself. Registers the provider
 * globally (the async-local context that makes a query the child of its request, and W3C
 * `traceparent` propagation). Without an endpoint nothing starts and the app makes no span.
 * `server.ts` calls it before building the app and shuts the provider down (flushing) after closing.
 */
export function startTraceExport(buildId: string, env: NodeJS.ProcessEnv = process.env): NodeTracerProvider | undefined {
  const url = otlpTracesUrl(env);
  if (!url) return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || 'portal-services',
      'service.version': buildId,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register();
  return provider;
}
