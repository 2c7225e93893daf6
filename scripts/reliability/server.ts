/**
 * The shop under test: `api/src/server.ts` as `npm start` runs it (the API serving the shell's
 * build and the published remotes, with its embedded PostgreSQL), on its own ports and on a
 * throw-away data folder. The SIGKILL of the durability check takes the API and every process of
 * its PostgreSQL down at once, as a crash of the machine or container would; PostgreSQL then
 * recovers from its WAL on the restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile, readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../lib/workspaces.ts';
import { isHealthy } from '../lib/run-guard.ts';

const READY_TIMEOUT_MS = 5 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Sign-in rate limits raised so 50 connections signing in to one account from one address
 * measure the API, not the limiter (the API's variables, api/src/config.ts authConfigFromEnv).
 */
export const GENEROUS_RATE_LIMITS: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  // The durability writers solve the newsletter's captcha before each write: kept cheap, it measures the API.
  ALTCHA_MAX_NUMBER: '1000',
};

export interface ShopProcess {
  origin: string;
  pid: number;
  /**
   * SIGKILL to the API and every process of its PostgreSQL at once (`onSignalled` right after the
   * signals); resolves with what was killed once all of it is gone (reaped), so a restart finds
   * no live lock holder.
   */
  crash(onSignalled?: () => void): Promise<ProcessInfo[]>;
  /** SIGTERM (the API closes HTTP, then stops PostgreSQL), SIGKILL to the group after 30 s. */
  stop(): Promise<void>;
}

export interface ShopSettings {
  port: number;
  pgPort: number;
  /** The embedded PostgreSQL's data folder (started by the API unless `databaseUrl` is set). */
  dataDir: string;
  /**
   * Issue 18 §5: an API instance on a PostgreSQL it does not own (started apart, shared by every
   * instance). Its crash then kills the API process only, and its stop leaves PostgreSQL running.
   */
  databaseUrl?: string;
  logFile: string;
  /** Extra environment (rate limits). */
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process as the report names it: pid and command line (shortened). */
export interface ProcessInfo {
  pid: number;
  command: string;
}

export async function commandOf(pid: number): Promise<string> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const text = cmdline.split('\0').filter(Boolean).join(' ');
  return text.length > 80 ? `${text.slice(0, 77)}…` : text || '?';
}

async function pids(): Promise<number[]> {
  return (await readdir('/proc').catch(() => [] as string[])).filter((entry) => /^\d+$/.test(entry)).map(Number);
}

/**
 * The processes of the embedded PostgreSQL cluster on `dataDir`, found by their working folder
 * (the postmaster chdirs into its data folder and every child inherits it). Postgres children
 * call setsid(), so they are not in the API's process group, and once the postmaster dies they
 * are no longer its children either: the working folder is what still ties them to the cluster.
 */
export async function clusterProcesses(dataDir: string): Promise<ProcessInfo[]> {
  const target = await realpath(dataDir).catch(() => dataDir);
  const found: ProcessInfo[] = [];
  for (const pid of await pids()) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
    if (cwd === target) found.push({ pid, command: await commandOf(pid) });
  }
  return found;
}

/** True while /proc lists the pid, zombies included (PostgreSQL's lock-file check counts a zombie as running). */
const listed = (pid: number) => stat(`/proc/${pid}`).then(
  () => true,
  () => false,
);

async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Waits until none of the cluster's processes, nor the pid of its lock file, is in /proc. */
export async function clusterGone(dataDir: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lockPid = await postmasterPid(dataDir);
    if ((await clusterProcesses(dataDir)).length === 0 && (lockPid === null || !(await listed(lockPid)))) return true;
    await sleep(100);
  }
  return false;
}

export const kill = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
};

export async function startShop(settings: ShopSettings): Promise<ShopProcess> {
  const origin = `http://localhost:${settings.port}`;
  if (await isHealthy(origin)) throw new Error(`Port ${settings.port} already answers: is another reliability run going?`);
  const log: WriteStream = createWriteStream(settings.logFile, { flags: 'a' });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(settings.port),
    PG_PORT: String(settings.pgPort),
    PGDATA_DIR: settings.dataDir,
    DATABASE_URL: settings.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    ...settings.env,
  };
  // The demo catalogue of `npm start`, whatever the calling shell has set.
  delete env.CATALOGUE_SIZE;
  const child = spawn(process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The API process did not start');
  // If this script dies without stopping it, the API still gets its SIGTERM and stops its PostgreSQL.
  const orphanGuard = () => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', orphanGuard);
  child.once('exit', () => process.removeListener('exit', orphanGuard));
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let ended = false;
  const endLog = () => {
    if (!ended) log.end();
    ended = true;
  };

  const killGroup = (signal: NodeJS.Signals) => kill(-pid, signal);

  // An instance on a shared PostgreSQL owns no cluster: nothing of PostgreSQL is its to kill or wait for.
  const ownCluster = async () => (settings.databaseUrl ? [] : clusterProcesses(settings.dataDir));

  const crash = async (onSignalled?: () => void) => {
    const members = [{ pid, command: await commandOf(pid) }, ...(await ownCluster())];
    killGroup('SIGKILL');
    for (const member of members) kill(member.pid, 'SIGKILL');
    onSignalled?.();
    await exited(child);
    // A backend forked while we were killing: take it down too.
    for (let round = 0; round < 5; round += 1) {
      const late = await ownCluster();
      if (late.length === 0) break;
      for (const member of late) kill(member.pid, 'SIGKILL');
      members.push(...late.filter((p) => !members.some((m) => m.pid === p.pid)));
      await sleep(50);
    }
    if (!settings.databaseUrl && !(await clusterGone(settings.dataDir, 15_000))) {
      throw new Error(`PostgreSQL processes on ${settings.dataDir} survived SIGKILL`);
    }
    endLog();
    return members;
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => killGroup('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(killer);
    }
    // PostgreSQL is stopped by the API; anything left of it (a crash while starting) goes now.
    if (!settings.databaseUrl && !(await clusterGone(settings.dataDir, 10_000))) {
      killGroup('SIGKILL');
      for (const member of await clusterProcesses(settings.dataDir)) kill(member.pid, 'SIGKILL');
      await clusterGone(settings.dataDir, 10_000);
    }
    endLog();
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isHealthy(origin))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The API exited (${child.exitCode ?? child.signalCode}) before it was ready; see ${settings.logFile}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API was not ready within ${READY_TIMEOUT_MS / 60_000} minutes; see ${settings.logFile}`);
    }
    await sleep(250);
  }
  return { origin, pid, crash, stop };
}
