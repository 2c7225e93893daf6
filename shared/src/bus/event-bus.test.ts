import { describe, expect, it, vi } from 'vitest';
import { EventBus, NoHandlerError } from './event-bus.ts';

describe('event bus', () => {
  it('replays the last fact to a late subscriber', () => {
    const bus = new EventBus();
    bus.publish('language', 'en');
    bus.publish('language', 'fr');
    const seen: string[] = [];
    bus.select('language').subscribe((l) => seen.push(l));
    expect(seen).toEqual(['fr']);
  });

  it('answers a command through its one handler', async () => {
    const bus = new EventBus();
    bus.handle('basket.add', () => ({ status: 'added', messageKey: 'addToCart.1' }));
    const reply = await bus.request('basket.add', { lines: [] });
    expect(reply.status).toBe('added');
  });

  it('rejects a command no slice answers, so the sender can say the basket is unavailable', async () => {
    const bus = new EventBus();
    await expect(bus.request('basket.add', { lines: [] })).rejects.toBeInstanceOf(NoHandlerError);
  });

  it('docs/rendering.md: a command may wait for the slice that answers it to finish loading', async () => {
    const bus = new EventBus();
    const reply = bus.request('basket.add', { lines: [] }, { waitForHandlerMs: 1000 });
    setTimeout(() => bus.handle('basket.add', () => ({ status: 'added', messageKey: 'addToCart.1' })), 20);
    await expect(reply).resolves.toMatchObject({ status: 'added' });
    // Nobody comes within the wait: the same NoHandlerError as without waiting.
    await expect(bus.request('navigate', { to: '/' }, { waitForHandlerMs: 30 })).rejects.toBeInstanceOf(NoHandlerError);
  });

  it('issue 30 §1 no fixed wait: a command waits for its slice however long its code takes, and fails at once when the shell says it could not load', async () => {
    vi.useFakeTimers();
    try {
      const bus = new EventBus();
      let settled = false;
      const reply = bus.request('basket.add', { lines: [] }, { waitForHandler: true, waitForHandlerMs: 5000 });
      void reply.then(() => (settled = true), () => (settled = true));
      // Slow 3G: the basket's code is still arriving after a minute; the request is still waiting.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(settled).toBe(false);
      bus.handle('basket.add', () => ({ status: 'added', messageKey: 'addToCart.1' }));
      await expect(reply).resolves.toMatchObject({ status: 'added' });

      // The part that answers could not load: the waiting request and later ones fail at once.
      const other = new EventBus();
      const waiting = other.request('basket.add', { lines: [] }, { waitForHandler: true });
      other.withdraw('basket.add');
      await expect(waiting).rejects.toBeInstanceOf(NoHandlerError);
      await expect(other.request('basket.add', { lines: [] }, { waitForHandler: true })).rejects.toBeInstanceOf(NoHandlerError);
      // It loads after all (a retry): it answers again.
      other.handle('basket.add', () => ({ status: 'added', messageKey: 'addToCart.1' }));
      await expect(other.request('basket.add', { lines: [] }, { waitForHandler: true })).resolves.toMatchObject({ status: 'added' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops answering once the handler is unregistered', async () => {
    const bus = new EventBus();
    const off = bus.handle('navigate', () => undefined);
    off();
    await expect(bus.request('navigate', { to: '/' })).rejects.toBeInstanceOf(NoHandlerError);
  });

  it('a NoHandlerError thrown by another copy of the bus module is still a NoHandlerError', () => {
    // What a second copy's class looks like: the same mark, another constructor.
    const mark = Symbol.for('trama.bus.NoHandlerError');
    class OtherCopyNoHandlerError extends Error {
      readonly [mark] = true;
    }
    expect(new OtherCopyNoHandlerError('x')).toBeInstanceOf(NoHandlerError);
    expect(new NoHandlerError('navigate')).toBeInstanceOf(NoHandlerError);
    expect(new NoHandlerError('navigate')).toBeInstanceOf(Error);
    expect(new Error('x')).not.toBeInstanceOf(NoHandlerError);
    expect(null).not.toBeInstanceOf(NoHandlerError);
  });
});
