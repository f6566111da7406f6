/** Types of built-server.mjs (used by the end-to-end tests that need a server of their own). */
export interface BuiltServer {
  baseUrl: string;
  dataDir: string;
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startBuiltServer(options: {
  port: number;
  sitePassword: string;
  name?: string;
  env?: Record<string, string>;
  dataDir?: string;
}): BuiltServer;
