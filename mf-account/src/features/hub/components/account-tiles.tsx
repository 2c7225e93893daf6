import { ShopLink } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { ACCOUNT_SECTIONS, type AccountPathKey } from '../model/account-sections.ts';

/** Account §2 hub: four tiles (orders, personal information, addresses, in-store tickets). */
export function AccountTiles({ language, paths }: { language: string; paths: Partial<Record<AccountPathKey, string>> }) {
  const t = useAccountT(language);
  return (
    <ul className="acc-tiles" data-testid="account-tiles">
      {ACCOUNT_SECTIONS.map((section) => {
        const path = paths[section.key];
        const body = (
          <>
            <span className="acc-tile__label">{t(section.labelKey)}</span>
            <span className="acc-tile__text">{t(section.descriptionKey)}</span>
          </>
        );
        return (
          <li key={section.key} className="acc-tile">
            {path ? (
              <ShopLink language={language} to={path} className="acc-tile__link">
                {body}
              </ShopLink>
            ) : (
              <div className="acc-tile__link">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
