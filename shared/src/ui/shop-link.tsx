import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { navigate } from './navigate.ts';
import { shopHref, stripLanguage } from './shop-path.ts';

interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  language: string;
  /** Path inside the shop, without the language prefix ('/letto/lenzuola'). */
  to: string;
  children: ReactNode;
}

/** A modified or middle click, or a link to another tab, keeps the browser's own behaviour. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
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
  return (
    <a
      {...rest}
      href={shopHref(language, to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(stripLanguage(to), { language });
      }}
    >
      {children}
    </a>
  );
}
