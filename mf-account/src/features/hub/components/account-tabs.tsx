import { ShopLink } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { ACCOUNT_TABS, type AccountPathKey } from '../model/account-sections.ts';

interface Props {
  language: string;
  current: string;
  paths: Partial<Record<AccountPathKey, string>>;
}

/**
 * The account pages as tabs. Each tab is a page of its own (a menu entry with its own path), so
 * they are links marked aria-current, not an ARIA tablist: the browser's back button and a new
 * tab keep working.
 */
export function AccountTabs({ language, current, paths }: Props) {
  const t = useAccountT(language);
  return (
    <nav className="acc-tabs" aria-label={t('hub.sections')}>
      <ul className="acc-tabs__list">
        {ACCOUNT_TABS.map((tab) => {
          const path = paths[tab.key];
          if (!path) return null;
          return (
            <li key={tab.key}>
              <ShopLink
                language={language}
                to={path}
                className="acc-tabs__link"
                aria-current={current === tab.key ? 'page' : undefined}
                data-testid={`account-tab-${tab.key}`}
              >
                {t(tab.labelKey)}
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
