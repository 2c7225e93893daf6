/** Compile-time drift checks between TypeBox schemas and the shared contract: each pair must be mutually assignable. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
