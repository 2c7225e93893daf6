// Through the package, not '../bus': a relative import would bundle a second bus (and rxjs) into
// every build's @trama/shared/ui chunk.
import { NoHandlerError, getBus } from '@trama/shared/bus';

/**
 * Asks the shell's router to move (bus `navigate`), so the page changes without a reload.
 * Without a shell (the standalone dev page) nobody answers, and the browser navigates instead.
 */
export function navigate(to: string, options: { language: string; replace?: boolean }): void {
  getBus()
    .request('navigate', { to, replace: options.replace ?? false })
    .catch((error: unknown) => {
      if (!(error instanceof NoHandlerError)) return;
      const href = to === '/' ? `/${options.language}` : `/${options.language}${to}`;
      if (options.replace) window.location.replace(href);
      else window.location.assign(href);
    });
}
