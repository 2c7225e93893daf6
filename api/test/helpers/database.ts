import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './database-url.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDatabase').adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The rows of one query on the database at `url`, on a connection of its own. */
export async function rowsAt<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh copy of the migrated, seeded template: one per test file, so files never share rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `${template.replace(/_template$/, '')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`);
        return;
      } catch (error) {
        // 55006: the template is briefly busy while another file clones it.
        if ((error as { code?: string }).code !== '55006' || attempt > 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => admin(async (client) => void (await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`))),
  };
}
