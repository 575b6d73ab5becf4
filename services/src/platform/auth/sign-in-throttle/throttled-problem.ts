import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/problem';
import type { Throttled } from './sign-in-throttle';

/** "about 2 minutes", "about 40 seconds": how long the person waits, as they would say it. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `about ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const WHY: Record<Throttled['scope'], string> = {
  account: 'There were too many failed sign-ins for this account.',
  address: 'There were too many failed sign-ins from your network.',
};

/** 429 `sign-in-throttled`, with Retry-After in seconds, saying why and for how long. */
export function throttledRefusal(reply: FastifyReply, throttled: Throttled): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(throttled.retryAfterMs / 1000))));
  return new ApiError(429, 'sign-in-throttled', `${WHY[throttled.scope]} Wait ${waitInWords(throttled.retryAfterMs)} and try again.`);
}
