import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { RateLimitRule } from '../../config';
import { ApiError } from '../../platform/http/problem';

/** Refused because the sender used up their messages of the minute; REST answers carry `retry-after`. */
export class MessageLimitReached extends ApiError {
  constructor(
    readonly max: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      429,
      'rate-limited',
      `You have sent ${max} messages to the assistant in the last minute. Wait ${retryAfterSeconds} seconds, then send again.`,
    );
  }
}

/** Counts a user's messages over REST, SSE and the socket together. */
export interface MessageLimit {
  /** Counts one message of the user; throws `MessageLimitReached` when it is one too many. */
  consume(user: AuthUser): Promise<void>;
}

/**
 * The same limiter as the routes' (`@fastify/rate-limit`, counted in Redis when the portal runs
 * several processes), keyed by the user alone so that every channel draws on one allowance.
 * The limiter reads a request's route config and hands the request to the key generator; a
 * socket message has no request, so every channel passes it this much of one, the sender's id.
 */
export function messageLimitOf(app: FastifyInstance, rule: RateLimitRule): MessageLimit {
  type SenderOnly = { routeOptions: { config: Record<string, never> }; chatSender: string };
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request) => `chat-message|${(request as unknown as SenderOnly).chatSender}`,
  });
  return {
    async consume(user) {
      const sender: SenderOnly = { routeOptions: { config: {} }, chatSender: user.id };
      const verdict = await limiter(sender as unknown as FastifyRequest);
      if (!verdict.isAllowed && verdict.isExceeded) throw new MessageLimitReached(verdict.max, Math.max(1, verdict.ttlInSeconds));
    },
  };
}
