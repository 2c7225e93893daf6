/**
 * One dedicated connection per API instance that LISTENs on the cache channel (issue 18 §4,
 * docs/caching.md). Not a pool client: a pooled connection is handed to queries and recycled,
 * and LISTEN belongs to the session. A lost connection is reopened with a growing delay; every
 * (re)opened connection starts with `onListening`, because notifications sent while nobody
 * listened are gone for good and the caches must assume the worst.
 */
import pg from 'pg';
import { CACHE_CHANNEL } from './cached-tables.ts';

export interface CacheListenerLog {
  info(message: string): void;
  warn(details: { err?: unknown }, message: string): void;
}

export interface CacheListenerOptions {
  connectionString: string;
  /** A table changed (the notification's payload). */
  onChange(table: string): void;
  /** LISTEN is in place on a new connection: whatever changed before it went unheard. */
  onListening(): void;
  log: CacheListenerLog;
  /** First reconnection delay, doubled per failed attempt up to `maxRetryMs` (default 200 ms, 10 s). */
  retryMs?: number;
  maxRetryMs?: number;
  /** A `select 1` this often finds a connection that died without a word (default 30 s). */
  pingMs?: number;
}

export class CacheListener {
  private readonly options: CacheListenerOptions;
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(options: CacheListenerOptions) {
    this.options = options;
  }

  /** True while a connection is LISTENing. */
  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * Opens the first connection; false when it failed (retries then go on in the background, so the
   * API starts while PostgreSQL is down, and the caches' TTL bounds staleness meanwhile).
   */
  async start(): Promise<boolean> {
    await this.open();
    return this.listening;
  }

  /** Ends the connection and every timer: nothing keeps the process (or a test file) alive. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private open(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: 'trama-cache-listener',
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && this.client === client) this.options.onChange(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      this.options.log.warn({ err }, 'Cache listener: cannot LISTEN; caches expire by their TTL until it can');
      this.retryLater();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failures > 0) this.options.log.info('Cache listener: listening again; every cache cleared');
    this.failures = 0;
    this.pingTimer = setInterval(() => void this.ping(client), this.options.pingMs ?? 30_000);
    this.pingTimer.unref();
    // After LISTEN, not before: a write committed from here on is notified, one before is covered by this clear.
    this.options.onListening();
  }

  /** The current connection failed or ended: forget it and open another one (once, whatever events follow). */
  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.options.log.warn({ err }, 'Cache listener: connection lost; reconnecting');
    this.retryLater();
  }

  private retryLater(): void {
    const first = this.options.retryMs ?? 200;
    const delay = Math.min(first * 2 ** this.failures, this.options.maxRetryMs ?? 10_000);
    this.failures++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.open();
    }, delay);
    this.retryTimer.unref();
  }

  private async ping(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer to a ping in 10 s')), 10_000);
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (err) {
      this.lost(client, err);
    } finally {
      clearTimeout(timer);
    }
  }
}
