/** Where the API finds its files and database; every path can be moved by an env var (README). */
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface SitePaths {
  /** flagd-format flag file (architecture §2). */
  flagsFile: string;
  /** Deploy registry: { remotes: { <name>: { manifestUrl } } }. */
  registryFile: string;
  /** Holds remotes/<name>/<buildId>/ (served at /remotes). */
  deployDir: string;
  /** The shell's production build (served at /). */
  shellDist: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** When set, the API uses this server and starts no embedded PostgreSQL. */
  databaseUrl: string | null;
  pgPort: number;
  pgDataDir: string;
  paths: SitePaths;
}

function resolved(value: string | undefined, fallback: string): string {
  return value ? path.resolve(value) : fallback;
}

export function sitePathsFromEnv(env: NodeJS.ProcessEnv = process.env): SitePaths {
  const deployDir = resolved(env.DEPLOY_DIR, path.join(REPO_ROOT, 'deploy'));
  return {
    flagsFile: resolved(env.FLAGS_FILE, path.join(REPO_ROOT, 'config/flags.json')),
    registryFile: resolved(env.REMOTE_REGISTRY_FILE, path.join(deployDir, 'registry.json')),
    deployDir,
    shellDist: resolved(env.SHELL_DIST, path.join(REPO_ROOT, 'shell/dist')),
  };
}

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return port;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: portFrom(env.PORT, 8080, 'PORT'),
    host: 'localhost',
    databaseUrl: env.DATABASE_URL || null,
    pgPort: portFrom(env.PG_PORT, 54320, 'PG_PORT'),
    pgDataDir: resolved(env.PGDATA_DIR, path.join(REPO_ROOT, 'data/postgres')),
    paths: sitePathsFromEnv(env),
  };
}
