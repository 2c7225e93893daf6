/**
 * A server-rendered page carries its stylesheets inline and, for each, a disabled
 * `<link data-inlined>` naming the file (shell/src/server/document.ts). The CSS loaders look for
 * such a link before they add their own: the shell's compares root-relative hrefs, a remote's
 * (its own chunk loader and the federation runtime's) absolute ones. So the page remote's links
 * get their absolute URL here, before any remote code runs, and no stylesheet is fetched and
 * parsed a second time after the first paint.
 */
export function adoptInlinedStylesheets(document: Document): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-inlined="remote"]')) {
    // The property is the resolved URL; the loaders read the attribute.
    link.setAttribute('href', link.href);
  }
}
