/**
 * Issue 29 §3: the shop reaches its embedded PostgreSQL at 127.0.0.1, never 'localhost', whose
 * lookup waits in libuv's thread pool (behind image encodes) and may answer ::1 first.
 */
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { embeddedDatabaseUrl } from '../../src/db/embedded.ts';
import { embeddedDatabaseUrl as benchDatabaseUrl } from '../../../scripts/bench/product-count.ts';

describe('embedded PostgreSQL address (issue 29 §3)', () => {
  it('[29.3] connection strings name the IPv4 loopback address, no host name to look up', () => {
    expect(new URL(embeddedDatabaseUrl(54320, 'trama')).hostname).toBe('127.0.0.1');
    expect(new URL(benchDatabaseUrl(54320)).hostname).toBe('127.0.0.1');
  });

  it('[29.3] the server the tests start answers there, over IPv4', async () => {
    const { adminUrl } = inject('testDatabase');
    expect(new URL(adminUrl).hostname).toBe('127.0.0.1');
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ address: string }>('select host(inet_server_addr()) as address');
      expect(rows[0]?.address).toBe('127.0.0.1');
    } finally {
      await client.end();
    }
  });
});
