/** Namespace 'basket': owned by its slice. */
export default {} as const;
