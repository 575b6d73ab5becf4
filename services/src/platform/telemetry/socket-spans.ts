import { context, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { PortalSocketServer } from '../sockets/socket-server';

/**
 * A span `socket.io <event>` for every event a client sends that has a handler (`join_scope`,
 * `leave_scope`, the features' own), current while the handler runs so its queries are children.
 * Added as a socket middleware, so `platform/sockets` registers its handlers as before. The span
 * ends when the handler acknowledges (events with an ack), else when the handler's synchronous
 * part returns. Events nobody handles are not traced: their names are whatever a client sent.
 */
export function traceSocketEvents(io: PortalSocketServer, tracer: Tracer): void {
  io.of('/').on('connection', (socket) => {
    socket.use((packet, next) => {
      const [event] = packet;
      if (typeof event !== 'string' || !socket.eventNames().includes(event)) return next();
      const span = tracer.startSpan(`socket.io ${event}`, {
        kind: SpanKind.SERVER,
        attributes: { 'messaging.system': 'socket.io', 'messaging.operation.name': event, 'enduser.id': socket.data.user.id },
      });
      const last = packet.length - 1;
      const ack = packet[last];
      if (last > 0 && typeof ack === 'function') {
        packet[last] = (...answer: unknown[]) => {
          const [reply] = answer;
          if (reply && typeof reply === 'object' && 'ok' in reply && reply.ok === false) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          (ack as (...args: unknown[]) => void)(...answer);
        };
        context.with(trace.setSpan(context.active(), span), next);
      } else {
        try {
          context.with(trace.setSpan(context.active(), span), next);
        } finally {
          span.end();
        }
      }
    });
  });
}
