/** The part of autocannon 8's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before every send of this request: the request to send (a new path per request). */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    /** Called with every answer to this request, just before the instance's 'response' event. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    /** Per-request timeout in seconds. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Each connection cycles through these in order. */
    requests?: AutocannonRequest[];
  }

  interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { average: number; total: number; sent: number };
    latency: { p50: number; p99: number; totalCount: number };
  }

  interface AutocannonInstance extends EventEmitter {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;

  export default autocannon;
  export type { AutocannonOptions, AutocannonRequest, AutocannonResult, AutocannonInstance };
}
