import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { scrubSecrets } from '../error-logs/scrub';

/**
 * How a request reads in the log: fastify's own fields, with secrets taken out of the address (a
 * link's token travels in a query string: instance sync, password links, signed PDF items).
 * Headers and cookies are never logged.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the portal's request serializer; `false` (tests) stays off. */
export function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = typeof logger === 'object' ? logger : {};
  return { ...base, serializers: { ...(base.serializers ?? {}), req: requestForLog } };
}
