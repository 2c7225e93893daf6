/** Namespace 'shell': owned by its slice. */
export default {} as const;
