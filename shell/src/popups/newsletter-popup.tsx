import { useEffect, useMemo, useRef } from 'react';
import type { Language, NewsletterProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import { PopupDialog } from './popup-dialog.tsx';

interface NewsletterPopupProps {
  language: Language;
  path: string;
  onSubscribed: () => void;
  onClose: () => void;
}

/**
 * Storefront §4 Newsletter, the popup variant: the dialog is the shell's, the form (e-mail, the
 * required consent, the captcha, SUCCESS and ERROR messages) is mf-content's Newsletter parcel with
 * variant 'popup'. If that remote is off or down, the slot's fallback shows and the shopper closes.
 */
export function NewsletterPopup({ language, path, onSubscribed, onClose }: NewsletterPopupProps) {
  const { t } = useTranslation('shell');
  // The parcel keeps one callback: a new function on every render of the host would update it each time.
  const subscribed = useRef(onSubscribed);
  useEffect(() => {
    subscribed.current = onSubscribed;
  }, [onSubscribed]);
  const parcelProps = useMemo<NewsletterProps>(
    () => ({ language, path, apiBaseUrl: '', variant: 'popup', onSubscribed: () => subscribed.current() }),
    [language, path],
  );
  return (
    <PopupDialog title={t('popups.newsletter.title')} onClose={onClose} testId="newsletter-popup">
      <RemoteSlot remote="content" parcel="Newsletter" parcelProps={parcelProps} deferred minHeight="14rem" />
    </PopupDialog>
  );
}
