import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { availablePort } from '../../src/db/available-port.ts';

const held: net.Server[] = [];
function hold(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen({ port, host: '127.0.0.1' }, () => {
      held.push(server);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('availablePort: throw-away servers of test runs never collide with a port in use', () => {
  it('keeps the preferred port when it is free', async () => {
    const port = await hold(0);
    await new Promise((resolve) => held.pop()!.close(resolve));
    expect(await availablePort(port)).toBe(port);
  });

  it('hands out another free port when the preferred one is taken', async () => {
    const taken = await hold(0);
    const port = await availablePort(taken);
    expect(port).not.toBe(taken);
    await expect(hold(port)).resolves.toBe(port);
  });
});
