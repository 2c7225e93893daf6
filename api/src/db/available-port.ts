/**
 * A TCP port to start a throw-away server on: the preferred one when it is free, else one the
 * system hands out. Test runs and CI share machines with other runs, a developer's `npm start`
 * or a server a killed run left behind; a fixed port would then fail the whole run.
 */
import net from 'node:net';

function listenOnce(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(undefined));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      probe.close(() => resolve(bound));
    });
  });
}

export async function availablePort(preferred: number): Promise<number> {
  const port = (await listenOnce(preferred)) ?? (await listenOnce(0));
  if (port === undefined) throw new Error(`no free TCP port on 127.0.0.1 (tried ${preferred} and a system-chosen one)`);
  return port;
}
