/**
 * The JsonLogic subset flagd targeting rules use (https://flagd.dev/reference/flag-definitions/):
 * var, if, and, or, !, !!, comparisons, in, cat, plus flagd's starts_with / ends_with.
 * Anything else (fractional, sem_ver…) is refused with an error rather than guessed.
 */
import { isPlainObject } from '../files/cached-json-file.ts';

export class JsonLogicError extends Error {}

type Operation = (args: unknown[], data: unknown) => unknown;

export function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

function variable(path: unknown, fallback: unknown, data: unknown): unknown {
  if (path === null || path === undefined || path === '') return data;
  let current: unknown = data;
  for (const part of String(path).split('.')) {
    if (current === null || current === undefined) return fallback ?? null;
    current = (current as Record<string, unknown>)[part];
  }
  return current === undefined ? (fallback ?? null) : current;
}

function compare(op: (a: number | string, b: number | string) => boolean): Operation {
  return (args, data) => {
    const values = args.map((arg) => apply(arg, data) as number | string);
    // Three arguments mean "between": a < b < c.
    if (values.length === 3) return op(values[0]!, values[1]!) && op(values[1]!, values[2]!);
    return op(values[0]!, values[1]!);
  };
}

function strings(test: (a: string, b: string) => boolean): Operation {
  return (args, data) => {
    const [a, b] = args.map((arg) => apply(arg, data));
    return typeof a === 'string' && typeof b === 'string' && test(a, b);
  };
}

const OPERATIONS: Record<string, Operation> = {
  var: (args, data) => variable(apply(args[0], data), apply(args[1], data), data),
  if: (args, data) => {
    let i = 0;
    for (; i + 1 < args.length; i += 2) if (truthy(apply(args[i], data))) return apply(args[i + 1], data);
    return i < args.length ? apply(args[i], data) : null;
  },
  and: (args, data) => {
    let value: unknown = true;
    for (const arg of args) if (!truthy((value = apply(arg, data)))) return value;
    return value;
  },
  or: (args, data) => {
    let value: unknown = false;
    for (const arg of args) if (truthy((value = apply(arg, data)))) return value;
    return value;
  },
  '!': (args, data) => !truthy(apply(args[0], data)),
  '!!': (args, data) => truthy(apply(args[0], data)),
  // JsonLogic's == and != are loose equality by definition.
  '==': (args, data) => apply(args[0], data) == apply(args[1], data),
  '!=': (args, data) => apply(args[0], data) != apply(args[1], data),
  '===': (args, data) => apply(args[0], data) === apply(args[1], data),
  '!==': (args, data) => apply(args[0], data) !== apply(args[1], data),
  '<': compare((a, b) => a < b),
  '<=': compare((a, b) => a <= b),
  '>': compare((a, b) => a > b),
  '>=': compare((a, b) => a >= b),
  in: (args, data) => {
    const [needle, haystack] = args.map((arg) => apply(arg, data));
    if (typeof haystack === 'string') return typeof needle === 'string' && haystack.includes(needle);
    return Array.isArray(haystack) && haystack.includes(needle);
  },
  cat: (args, data) => args.map((arg) => String(apply(arg, data) ?? '')).join(''),
  starts_with: strings((a, b) => a.startsWith(b)),
  ends_with: strings((a, b) => a.endsWith(b)),
};

export function apply(rule: unknown, data: unknown): unknown {
  if (Array.isArray(rule)) return rule.map((item) => apply(item, data));
  if (!isPlainObject(rule)) return rule;
  const keys = Object.keys(rule);
  if (keys.length !== 1) throw new JsonLogicError(`A rule must have exactly one operation, got ${keys.length}.`);
  const name = keys[0]!;
  const operation = OPERATIONS[name];
  if (!operation) throw new JsonLogicError(`Unsupported targeting operation '${name}'.`);
  const raw = rule[name];
  return operation(Array.isArray(raw) ? raw : [raw], data);
}

/** Replaces flagd's { "$ref": "name" } with the shared evaluator of that name. */
export function resolveRefs(rule: unknown, evaluators: Record<string, unknown>, depth = 0): unknown {
  if (depth > 32) throw new JsonLogicError('$ref nesting too deep (a cycle?).');
  if (Array.isArray(rule)) return rule.map((item) => resolveRefs(item, evaluators, depth + 1));
  if (!isPlainObject(rule)) return rule;
  if (typeof rule.$ref === 'string' && Object.keys(rule).length === 1) {
    if (!Object.hasOwn(evaluators, rule.$ref)) throw new JsonLogicError(`Unknown evaluator '${rule.$ref}'.`);
    return resolveRefs(evaluators[rule.$ref], evaluators, depth + 1);
  }
  return Object.fromEntries(Object.entries(rule).map(([k, v]) => [k, resolveRefs(v, evaluators, depth + 1)]));
}
