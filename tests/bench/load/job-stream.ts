// The job system kept busy beside the users' mix, as a lender's day makes it busy: partner systems
// subscribed to loan changes (webhook endpoints to a receiver on 127.0.0.1), and an account
// executive adding conditions to loans at a steady pace through the services' own route. Each
// condition is a loan event; its transaction writes one delivery per endpoint and queues each
// endpoint's `webhooks.deliver` job, which one of the two processes claims (skip locked) and posts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client as PgClient } from 'pg';
import type { SettingEntry, WebhookEndpointWithSecret, WebhookPayload } from 'shared-rules';
import { servicesPackage } from '../kit/build.ts';
import { apiCall } from '../kit/sign-in.ts';

/** A partner's receiver: answers 204 and keeps, per delivery, the time from the loan event to its arrival. */
export interface WebhookReceiver {
  url: string;
  /** Event to arrival, in ms, of every delivery received since `reset`. */
  lags: number[];
  reset(): void;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let lags: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookPayload;
      lags.push(Date.now() - Date.parse(payload.timestamp));
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    get lags() {
      return lags;
    },
    reset: () => {
      lags = [];
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * As an administrator: allows private networks (the receiver is on 127.0.0.1, which the portal
 * refuses by default) and adds `count` endpoints for every organisation's condition events.
 */
export async function addWebhookEndpoints(baseUrl: string, adminToken: string, receiverUrl: string, count: number): Promise<void> {
  const setting = await apiCall<SettingEntry>(baseUrl, adminToken, 'GET', '/api/settings/webhooks');
  await apiCall(baseUrl, adminToken, 'PUT', '/api/settings/webhooks', { value: { allowPrivateNetworks: true }, version: setting.version });
  for (let index = 0; index < count; index += 1) {
    await apiCall<WebhookEndpointWithSecret>(baseUrl, adminToken, 'POST', '/api/admin/webhooks', {
      url: `${receiverUrl}/${index + 1}`,
      organizationIds: null,
      eventTypes: ['condition.added', 'condition.status_changed'],
      active: true,
    });
  }
}

export interface ConditionStreamResult {
  /** Conditions added (201), each a loan event every endpoint hears about. */
  added: number;
  statuses: Record<string, number>;
  /** Time of each add request, ms. */
  latencies: number[];
}

/**
 * Adds a condition every `everyMs` (one request at a time) as `token`'s user, to the loans in
 * turn, alternating between `urls` as a balancer would. A loan that refuses (closed, locked) is
 * left out from then on.
 */
export function startConditionStream(urls: readonly string[], token: string, loanIds: readonly string[], everyMs: number) {
  const result: ConditionStreamResult = { added: 0, statuses: {}, latencies: [] };
  const open = [...loanIds];
  let stopped = false;
  let index = 0;
  const loop = (async () => {
    while (!stopped && open.length > 0) {
      const started = performance.now();
      const loanId = open[index % open.length];
      const url = urls[index % urls.length];
      index += 1;
      let status: string;
      try {
        const response = await fetch(`${url}/api/loans/${loanId}/conditions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Load test condition ${index}`, category: 'Prior to Docs' }),
        });
        await response.arrayBuffer();
        status = String(response.status);
        if (response.status === 201) result.added += 1;
        else if (response.status < 500) open.splice(open.indexOf(loanId), 1);
      } catch {
        status = 'error';
      }
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      const took = performance.now() - started;
      result.latencies.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - took)));
    }
  })();
  return {
    stop: async (): Promise<ConditionStreamResult> => {
      stopped = true;
      await loop;
      return result;
    },
  };
}

/** What a look at the job table found: the running jobs by the process that claimed them. */
export interface ClaimSamples {
  /** Samples taken. */
  looks: number;
  /** Running jobs seen, by the claiming process's pid (from `locked_by`, `<host>:<pid>:<id>`), then kind. */
  running: Map<number, Map<string, number>>;
}

/**
 * Looks at the job table every `everyMs` and counts, per process, the jobs it holds running: which
 * process claims is decided by `for update skip locked`, so both should appear.
 */
export async function sampleClaims(databaseUrl: string, everyMs: number) {
  const { Client } = servicesPackage<{ Client: typeof PgClient }>('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: ClaimSamples = { looks: 0, running: new Map() };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ locked_by: string; kind: string }>(
        "select locked_by, kind from jobs where state = 'running' and locked_by is not null",
      );
      samples.looks += 1;
      for (const row of rows) {
        const pid = Number(row.locked_by.split(':')[1]);
        const kinds = samples.running.get(pid) ?? new Map<string, number>();
        kinds.set(row.kind, (kinds.get(row.kind) ?? 0) + 1);
        samples.running.set(pid, kinds);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** Deliveries written and not yet posted. */
    pendingDeliveries: async (): Promise<number> => {
      const { rows } = await client.query<{ pending: string }>(
        "select count(*) as pending from webhook_deliveries where state = 'pending'",
      );
      return Number(rows[0].pending);
    },
    /** Jobs by kind and state now. */
    jobCounts: async (): Promise<{ kind: string; state: string; count: number }[]> => {
      const { rows } = await client.query<{ kind: string; state: string; count: string }>(
        'select kind, state, count(*) as count from jobs group by kind, state order by kind, state',
      );
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
    stop: async (): Promise<ClaimSamples> => {
      stopped = true;
      await loop;
      await client.end();
      return samples;
    },
  };
}
