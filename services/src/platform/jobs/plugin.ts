import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { DEFAULT_JOB_RUNNER_OPTIONS, JobRunner, type JobRunnerOptions } from './job-runner';
import { jobCountsByKind, pruneFinishedJobs } from './job-store';

/** The runner's own recurring kind: finished jobs are kept this long (to read a dead letter), then deleted. */
export const PRUNE_JOB = 'jobs.prune';
const KEEP_FINISHED_MS = 14 * 24 * 3_600_000;

declare module './job-kinds' {
  interface JobPayloads {
    [PRUNE_JOB]: Record<string, unknown>;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's durable jobs: `register`, `enqueue`, `wake`, `drain`, `runNow` (see `job-runner.ts`). */
    jobs: JobRunner;
  }
}

/**
 * `app.jobs` on the root instance: features register their kinds while the app is built; polling
 * starts when it is ready, and closing the app (SIGTERM in `server.ts`) stops it gracefully before
 * the database closes. Finished jobs are deleted two weeks after they finished (`jobs.prune`, hourly).
 */
export const jobsPlugin = fp<Partial<JobRunnerOptions>>(
  async (app, options) => {
    const runner = new JobRunner(app.db, app.log, { ...DEFAULT_JOB_RUNNER_OPTIONS, ...options });
    app.decorate('jobs', runner);
    runner.register(PRUNE_JOB, {
      payload: Type.Object({}),
      everyMs: 3_600_000,
      handler: async () => {
        const pruned = await pruneFinishedJobs(app.db, KEEP_FINISHED_MS);
        if (pruned > 0) app.log.info({ pruned }, 'finished jobs deleted');
      },
    });
    // Telemetry sees every attempt as a span and every kind's queue at each scrape.
    runner.traceAttemptsWith((name, work, attributes) => app.telemetry.withSpan(name, work, attributes));
    app.telemetry.observeJobQueues(async () =>
      (await jobCountsByKind(app.db)).map(({ kind, waiting, running, dead, oldestWaitingSeconds }) => ({
        queue: kind,
        waiting,
        running,
        failed: dead,
        oldestWaitingSeconds,
      })),
    );
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database', 'telemetry'] },
);
