/** Namespace 'catalogue': owned by its slice. */
export default {} as const;
