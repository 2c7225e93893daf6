import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import type { CartMessage as Message } from './use-add-to-cart.ts';

/** The add-to-cart answer, translated (§8 addToCart.*), announced politely. */
export function CartMessage({ message, language }: { message: Message | null; language: string }) {
  const t = useCatalogueT(language);
  return (
    <p className={`cat-cart-message${message && !message.ok ? ' cat-cart-message--refused' : ''}`} role="status" data-testid="add-to-cart-message">
      {message ? t(message.key, { ns: message.ns }) : ''}
    </p>
  );
}
