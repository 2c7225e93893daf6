import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { navigate } from '@trama/shared/ui';
import { resolveHref } from './resolve-href.ts';

interface ContentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  language: string;
  /** A CMS menuHref (path below the language) or an absolute URL; no target renders plain text. */
  menuHref: string | null | undefined;
  children: ReactNode;
}

/** True for a plain left click: modified clicks (new tab, download) stay with the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A real <a href> (crawlable, opens in a new tab) whose plain clicks go through the shell router. */
export function ContentLink({ language, menuHref, children, onClick, ...rest }: ContentLinkProps) {
  const target = resolveHref(language, menuHref);
  if (!target) return <span className={rest.className}>{children}</span>;
  if (target.kind === 'external') {
    return (
      <a {...rest} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <a
      {...rest}
      href={target.href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event) || rest.target === '_blank') return;
        event.preventDefault();
        navigate(target.to, { language });
      }}
    >
      {children}
    </a>
  );
}
