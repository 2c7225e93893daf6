/** Namespace 'content': owned by its slice. */
export default {} as const;
