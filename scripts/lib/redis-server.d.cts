/** Types of redis-server.cjs for the TypeScript test suites (the backend's compiles without allowJs). */
export interface RunningRedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}
export function startRedisServer(): Promise<RunningRedisServer>;
