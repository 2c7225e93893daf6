import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { getBus } from '@trama/shared/bus';
import { shopHref } from './shop-path.ts';

interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  language: string;
  /** Path inside the shop, without the language prefix ('/letto/lenzuola'). */
  to: string;
  children: ReactNode;
}

/** A modified or middle click keeps the browser's own behaviour (new tab, download…). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * A real link (crawlable, opens in a new tab) whose plain click asks the shell's router to move,
 * so the page never reloads (architecture §2: navigation goes through the bus).
 */
export function ShopLink({ language, to, children, onClick, ...rest }: ShopLinkProps) {
  const href = shopHref(language, to);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        getBus().send('navigate', { to: href.slice(language.length + 1) || '/' });
      }}
    >
      {children}
    </a>
  );
}
