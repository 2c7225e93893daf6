// Async boundary: shared singletons (react, i18n, the bus) are negotiated before bootstrap runs.
void import('./bootstrap.tsx');
export {};
