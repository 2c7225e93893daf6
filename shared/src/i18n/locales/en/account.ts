/** Namespace 'account': owned by its slice. */
export default {} as const;
