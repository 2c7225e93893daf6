import type { Static, TSchema } from 'typebox';

/** Compile-time drift checks between TypeBox schemas and the shared contract: each pair must be mutually assignable. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;

/**
 * `contractTwin<Contract>()(schema)` is the schema itself, once `tsc` has checked that it says the same as the
 * `@trama/shared/contract` type (`Same`): a drift fails where the schema is written, not in a list kept apart.
 * Two calls because TypeScript infers no type argument of a call that is given one.
 */
export const contractTwin =
  <Contract>() =>
  <Schema extends TSchema>(schema: Schema & (Same<Static<Schema>, Contract> extends true ? unknown : { driftsFromContract: Contract })): Schema =>
    schema;
