export * from './remotes.ts';
export * from './share-scope.ts';
