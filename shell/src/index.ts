import { nextTask } from './app/next-task.ts';
import { adoptInlinedStylesheets } from './inlined-stylesheets.ts';

adoptInlinedStylesheets(document);
// Async boundary: the federation runtime sets up the shared modules (React, the bus…) before the
// app runs. In the next task: the runtime's own start-up (this one) and the share negotiation
// with its chunk requests (that import) are two shorter tasks instead of one long one.
void nextTask().then(() => import('./bootstrap.tsx'));
