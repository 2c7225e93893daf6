// Async boundary: shared singletons (React, the bus, i18n) are negotiated before any of them runs.
void import('./bootstrap.tsx');
