export const PROJECT_ROOT: string;

/** Throws "run npm run build first" when dist/server/main.js or dist/web/index.html is missing. */
export function assertBuilt(): void;

export function newDataDir(prefix?: string): string;

export function freePort(): Promise<number>;

export interface StartServerOptions {
  /** Defaults to a fresh temporary directory, removed by stop(). */
  dataDir?: string;
  port?: number;
  /** Defaults to server.log inside the data directory. */
  logFile?: string;
  /** Overrides of the defaults NODE_ENV=test, SEED_DEMO=true, LOG_LEVEL=warn, HOST=127.0.0.1. */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Whether stop() deletes the data directory; by default only a directory it created. */
  removeDataDir?: boolean;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  logFile: string;
  pid: number | undefined;
  /** Milliseconds from spawning the process to the first 200 of /api/health. */
  healthyAfterMs: number;
  readLog(): string;
  stop(): Promise<void>;
}

export function startServer(options?: StartServerOptions): Promise<RunningServer>;
