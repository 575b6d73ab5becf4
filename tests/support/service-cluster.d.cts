export interface ServiceProcess {
  readonly port: number;
  readonly url: string;
  readonly pid: number | null;
  start(): Promise<void>;
  /** Sends `signal` (default SIGTERM) and resolves with the exit code once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServiceCluster {
  /** The proxy in front of every process. */
  readonly url: string;
  readonly processes: ServiceProcess[];
  readonly database: string;
  stop(): Promise<void>;
}

export function clusterUnavailableReason(env?: NodeJS.ProcessEnv): string | null;
export function startServiceCluster(options?: { processes?: number }): Promise<ServiceCluster>;
