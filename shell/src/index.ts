// Async boundary: the federation runtime sets up the shared modules (React, the bus…) before the app runs.
import('./bootstrap.tsx');
