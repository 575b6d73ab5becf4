// The Redis several service processes publish to each other through.
import net from 'node:net';

/** The local server tried when REDIS_URL is not set. */
export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** REDIS_URL, else the local server when something listens on its port; null when there is none. */
export async function redisServer(): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const { hostname, port } = new URL(LOCAL_REDIS);
  const listening = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const answer = (value: boolean) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
  return listening ? LOCAL_REDIS : null;
}
