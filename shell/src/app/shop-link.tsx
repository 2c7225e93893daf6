import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@trama/shared/i18n';

interface ShopLinkProps {
  href: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  /** Runs first; a handler that prevents the default keeps the shopper on the page (the shops link's overlay). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'data-testid'?: string;
}

/** A shop path goes through the router (no reload); anything else, or a new tab, is a plain link. */
export function ShopLink({ href, newTab = false, className, children, onClick, ...rest }: ShopLinkProps) {
  const { t } = useTranslation('shell');
  if (newTab) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" data-testid={rest['data-testid']}>
        {children}
        <span className="ui-visually-hidden"> {t('footer.newTab')}</span>
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className} onClick={onClick} data-testid={rest['data-testid']}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} data-testid={rest['data-testid']}>
      {children}
    </a>
  );
}
