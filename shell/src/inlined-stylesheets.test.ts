import { describe, expect, it } from 'vitest';
import { adoptInlinedStylesheets } from './inlined-stylesheets.ts';

describe('issue 13 inlined stylesheets are not loaded again', () => {
  it("gives the page remote's marker links their absolute URL and leaves the shell's root-relative", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/shell-styles.1.css" disabled data-inlined="shell">' +
      '<link rel="stylesheet" href="/remotes/catalogue/abc/styles.2.css" disabled data-inlined="remote">';
    adoptInlinedStylesheets(document);
    const [shell, remote] = [...document.head.querySelectorAll('link')];
    expect(shell!.getAttribute('href')).toBe('/shell-styles.1.css');
    expect(remote!.getAttribute('href')).toBe(`${location.origin}/remotes/catalogue/abc/styles.2.css`);
  });
});
