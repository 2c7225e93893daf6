/**
 * The shop as more than one API instance (issue 18 §5, architecture §5): one embedded PostgreSQL
 * started on its own in the throw-away folder, N processes of `api/src/server.ts` on it (each
 * serving the production build like `npm start`), HAProxy in front. The first instance seeds the
 * empty database; the others start once it is healthy.
 */
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../api/src/db/embedded.ts';
import { RELIABILITY_PORT, instancePort } from './options.ts';
import { startHaproxy, waitUntilUp, type Balancer } from './haproxy.ts';
import { clusterGone, clusterProcesses, commandOf, kill, startShop, type ProcessInfo, type ShopProcess } from './server.ts';

const DATABASE_NAME = 'trama';

export interface ClusterSettings {
  instances: number;
  pgPort: number;
  folder: string;
  /** API logs go to <logDir>/reliability-api-<n>.log, HAProxy's to reliability-haproxy.log. */
  logDir: string;
  env: Record<string, string>;
  say: (line: string) => void;
}

export interface Cluster {
  /** HAProxy's origin: what the load and the writers talk to. */
  origin: string;
  databaseUrl: string;
  balancer: Balancer;
  /** The running instances, by index (a killed one is replaced by restart()). */
  instances: ShopProcess[];
  ports: number[];
  /** Starts instance `index` again on its port (after a crash). */
  restart(index: number): Promise<ShopProcess>;
  /**
   * The durability check (b) on the whole shop: the balancer's origin, a crash that SIGKILLs
   * every API instance and every PostgreSQL process at once (HAProxy stays), as a power cut of
   * the machine would; its stop is the cluster's.
   */
  asShop(): ShopProcess;
  /** After asShop().crash(): PostgreSQL on the same data folder (it recovers from its WAL), then every instance; resolves once HAProxy sees them all up. */
  restartAll(): Promise<ShopProcess>;
  stop(): Promise<void>;
}

export const instanceName = (index: number) => `api${index + 1}`;

export async function startCluster(settings: ClusterSettings): Promise<Cluster> {
  const ports = Array.from({ length: settings.instances }, (_, index) => instancePort(index));
  const dataDir = path.join(settings.folder, 'pg');
  let postgres: EmbeddedServer | undefined;
  let balancer: Balancer | undefined;
  const instances: ShopProcess[] = [];
  const stop = async () => {
    await balancer?.stop().catch(() => undefined);
    await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
    await postgres?.stop().catch(() => undefined);
  };
  try {
    settings.say(`starting PostgreSQL on its own (port ${settings.pgPort}, data ${dataDir})…`);
    postgres = await startEmbeddedPostgres({ dataDir, port: settings.pgPort });
    await postgres.createDatabase(DATABASE_NAME);
    const databaseUrl = postgres.url(DATABASE_NAME);
    const start = (index: number) =>
      startShop({
        port: ports[index]!,
        pgPort: settings.pgPort,
        dataDir,
        databaseUrl,
        logFile: path.join(settings.logDir, `reliability-api-${index + 1}.log`),
        // Links in e-mails name the shop's public address (the balancer), whatever instance writes them.
        env: { ...settings.env, PUBLIC_URL: `http://localhost:${RELIABILITY_PORT}` },
      });
    for (let index = 0; index < settings.instances; index += 1) {
      settings.say(`starting API instance ${index + 1} on port ${ports[index]}${index === 0 ? ' (it seeds the empty database)' : ''}…`);
      instances.push(await start(index));
    }
    balancer = await startHaproxy(
      settings.folder,
      { frontPort: RELIABILITY_PORT, servers: ports.map((port, index) => ({ name: instanceName(index), port })), statsSocket: path.join(settings.folder, 'haproxy.sock') },
      path.join(settings.logDir, 'reliability-haproxy.log'),
    );
    settings.say(`${balancer.version} in front on ${balancer.origin}`);
    const front = balancer;
    const crash = async (onSignalled?: () => void): Promise<ProcessInfo[]> => {
      const apis = await Promise.all(instances.map(async (instance) => ({ pid: instance.pid, command: await commandOf(instance.pid) })));
      const members = [...apis, ...(await clusterProcesses(dataDir))];
      for (const member of members) kill(member.pid, 'SIGKILL');
      onSignalled?.();
      // Each instance's own crash() now only reaps its (dead) process.
      await Promise.all(instances.map((instance) => instance.crash()));
      for (let round = 0; round < 5; round += 1) {
        const late = await clusterProcesses(dataDir);
        if (late.length === 0) break;
        for (const member of late) kill(member.pid, 'SIGKILL');
        members.push(...late.filter((p) => !members.some((m) => m.pid === p.pid)));
      }
      if (!(await clusterGone(dataDir, 15_000))) throw new Error(`PostgreSQL processes on ${dataDir} survived SIGKILL`);
      return members;
    };
    const asShop = (): ShopProcess => ({ origin: front.origin, pid: instances[0]!.pid, crash, stop });
    return {
      origin: front.origin,
      databaseUrl,
      balancer: front,
      instances,
      ports,
      async restart(index) {
        const instance = await start(index);
        instances[index] = instance;
        return instance;
      },
      asShop,
      async restartAll() {
        postgres = await startEmbeddedPostgres({ dataDir, port: settings.pgPort });
        for (let index = 0; index < instances.length; index += 1) instances[index] = await start(index);
        await waitUntilUp(path.join(settings.folder, 'haproxy.sock'), instances.length, 15_000);
        return asShop();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
