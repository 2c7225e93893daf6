import type { Catalogue } from '@trama/shared/contract';
import { ShopLink, imageFallback, stripLanguage } from '@trama/shared/ui';

interface CatalogueCardProps {
  language: string;
  catalogue: Catalogue;
  openLabel: string;
}

/** Account §3 Catalogue: cover, name and season; opens the catalogue (a shop page or an outside file). */
export function CatalogueCard({ language, catalogue, openLabel }: CatalogueCardProps) {
  const body = (
    <>
      <img className="acc-catalogue__cover" src={catalogue.photoUrl} alt="" loading="lazy" width={400} height={500} onError={imageFallback} />
      <span className="acc-catalogue__season">{catalogue.seasonName}</span>
      <span className="acc-catalogue__name">{catalogue.name}</span>
    </>
  );
  const outside = /^https?:\/\//.test(catalogue.catalogueUrl);
  return outside ? (
    <a className="acc-catalogue" href={catalogue.catalogueUrl} title={openLabel} target="_blank" rel="noopener noreferrer" data-testid="catalogue">
      {body}
    </a>
  ) : (
    <ShopLink className="acc-catalogue" language={language} to={stripLanguage(catalogue.catalogueUrl)} title={openLabel} data-testid="catalogue">
      {body}
    </ShopLink>
  );
}
