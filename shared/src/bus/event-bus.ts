import { ReplaySubject, Subject, filter, firstValueFrom, map, merge, timeout, type Observable } from 'rxjs';
import type { CommandName, CommandTopics, FactName, FactTopics } from './topics.ts';

type Handler<C extends CommandName> = (
  payload: CommandTopics[C]['payload'],
) => CommandTopics[C]['reply'] | Promise<CommandTopics[C]['reply']>;

const NO_HANDLER = Symbol.for('trama.bus.NoHandlerError');

/**
 * Thrown by the page's bus, which may come from another copy of this module (a remote built
 * against another contract version): `instanceof` checks a mark shared by every copy, not the class.
 */
export class NoHandlerError extends Error {
  readonly [NO_HANDLER] = true;

  constructor(command: string) {
    super(`No slice answers the command '${command}'`);
    this.name = 'NoHandlerError';
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Partial<Record<symbol, unknown>>)[NO_HANDLER] === true;
  }
}

interface CommandEnvelope {
  command: CommandName;
  payload: unknown;
}

/**
 * A typed RxJS bus: facts replay their last value; commands reach their one handler. rxjs is not
 * in the share scope: each copy of this module bundles the operators it uses, and callers only
 * `subscribe` to what `select` and `commands` return, so they never mix two copies' classes.
 */
export class EventBus {
  private readonly facts = new Map<FactName, ReplaySubject<unknown>>();
  private readonly handlers = new Map<CommandName, Handler<CommandName>>();
  private readonly commands$ = new Subject<CommandEnvelope>();
  private readonly handled$ = new Subject<CommandName>();
  private readonly withdrawn = new Set<CommandName>();
  private readonly withdrawn$ = new Subject<CommandName>();

  private factSubject(topic: FactName): ReplaySubject<unknown> {
    let subject = this.facts.get(topic);
    if (!subject) {
      subject = new ReplaySubject<unknown>(1);
      this.facts.set(topic, subject);
    }
    return subject;
  }

  publish<T extends FactName>(topic: T, value: FactTopics[T]): void {
    this.factSubject(topic).next(value);
  }

  /** Emits the last published value at once (if any), then every new one. */
  select<T extends FactName>(topic: T): Observable<FactTopics[T]> {
    return this.factSubject(topic).asObservable() as Observable<FactTopics[T]>;
  }

  /** The last value or undefined when nothing was published yet. */
  async current<T extends FactName>(topic: T, waitMs = 0): Promise<FactTopics[T] | undefined> {
    try {
      return await firstValueFrom(this.select(topic).pipe(timeout(waitMs)));
    } catch {
      return undefined;
    }
  }

  /**
   * Says no slice will answer a command on this page for now: the part that answers it could not
   * load (its remote is off, failed or gave up after its retry). A request waiting for its handler
   * (`waitForHandler`) then fails at once instead of after a fixed time; a handler registering
   * later takes it back.
   */
  withdraw(command: CommandName): void {
    if (this.handlers.has(command)) return;
    this.withdrawn.add(command);
    this.withdrawn$.next(command);
  }

  /** Registers the one handler of a command; returns the unregister function. */
  handle<C extends CommandName>(command: C, handler: Handler<C>): () => void {
    this.withdrawn.delete(command);
    this.handlers.set(command, handler as unknown as Handler<CommandName>);
    this.handled$.next(command);
    return () => {
      if (this.handlers.get(command) === (handler as unknown)) this.handlers.delete(command);
    };
  }

  /**
   * Sends a command and awaits its reply; rejects with NoHandlerError when no slice answers.
   * `waitForHandler`: the slice that answers may still be loading (a part of the page that loads
   * after the first view, docs/rendering.md, on a slow network): wait until it registers, or until
   * the shell says it could not load (`withdraw`) — never a fixed time while its code is still
   * arriving (issue 30 §1). `waitForHandlerMs`: the older, fixed wait, for a page whose bus does
   * not know `waitForHandler` (a remote built against this contract on an older shell).
   */
  async request<C extends CommandName>(
    command: C,
    payload: CommandTopics[C]['payload'],
    options: { waitForHandler?: boolean; waitForHandlerMs?: number } = {},
  ): Promise<CommandTopics[C]['reply']> {
    this.commands$.next({ command, payload });
    let handler = this.handlers.get(command) as Handler<C> | undefined;
    if (!handler && options.waitForHandler) {
      if (!this.withdrawn.has(command)) {
        await firstValueFrom(merge(this.handled$, this.withdrawn$).pipe(filter((name) => name === command)));
      }
      handler = this.handlers.get(command) as Handler<C> | undefined;
    } else if (!handler && options.waitForHandlerMs) {
      await firstValueFrom(this.handled$.pipe(filter((name) => name === command), timeout(options.waitForHandlerMs))).catch(() => undefined);
      handler = this.handlers.get(command) as Handler<C> | undefined;
    }
    if (!handler) throw new NoHandlerError(command);
    return handler(payload);
  }

  /** Fire and forget; observers of the command see it even without a handler. */
  send<C extends CommandName>(command: C, payload: CommandTopics[C]['payload']): void {
    void this.request(command, payload).catch(() => undefined);
  }

  /** Every sent command of one name (for observers such as analytics). */
  commands<C extends CommandName>(command: C): Observable<CommandTopics[C]['payload']> {
    return this.commands$.pipe(
      filter((e) => e.command === command),
      map((e) => e.payload as CommandTopics[C]['payload']),
    );
  }
}

const GLOBAL_KEY = Symbol.for('trama.bus');

/**
 * The page's one bus. Kept on globalThis: @trama/shared is versioned, not a federation singleton,
 * so a remote built against another contract version has its own copy of this module (and of
 * rxjs) and still joins the same bus.
 */
export function getBus(): EventBus {
  const store = globalThis as unknown as Record<symbol, EventBus | undefined>;
  store[GLOBAL_KEY] ??= new EventBus();
  return store[GLOBAL_KEY];
}
