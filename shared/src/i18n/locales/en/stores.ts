/** Namespace 'stores': owned by its slice. */
export default {} as const;
