/**
 * Once per `vitest run --project api`: a PostgreSQL server (DATABASE_URL's, else a temporary
 * embedded one on port 55410 or, when taken, any free one), and a template database migrated and seeded once. Each test
 * file then clones the template (test/helpers/database.ts), which takes milliseconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { availablePort } from '../src/db/available-port.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { databaseUrl, TEST_DATABASE_PREFIX } from './helpers/database-url.ts';

// TRAMA_TEST_PG_PORT pins the port; without it 55410, or any free port when 55410 is taken.
const PREFERRED_TEST_PG_PORT = 55410;

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'trama-api-test-pg-'));
    const port = process.env.TRAMA_TEST_PG_PORT
      ? Number(process.env.TRAMA_TEST_PG_PORT)
      : await availablePort(PREFERRED_TEST_PG_PORT);
    embedded = await startEmbeddedPostgres({ dataDir, port, persistent: false });
    adminUrl = embedded.url('postgres');
  }
  const template = `${TEST_DATABASE_PREFIX}${process.pid}_template`;
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(template)} with (force)`);
    await client.query(`create database ${client.escapeIdentifier(template)}`);
  });
  await prepareDatabase(databaseUrl(adminUrl, template));
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    try {
      await withClient(adminUrl, async (client) => {
        // The template and any database a crashed test file left behind.
        const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
          `${TEST_DATABASE_PREFIX}${process.pid}_%`,
        ]);
        for (const { datname } of rows) await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
      });
    } finally {
      await embedded?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  };
}
