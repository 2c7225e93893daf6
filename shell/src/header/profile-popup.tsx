import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { getBus } from '@trama/shared/bus';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { HeaderIcon } from './header-icons.tsx';

interface ProfilePopupProps {
  /** The customer's e-mail (or the name shown when none is known). */
  name: string;
  /** The profile page (menu key mon_compte), when the menu has it. */
  profileHref: string | null | undefined;
  /** The icon's label: name and "my account", one text node for screen readers. */
  label: ReactNode;
}

/**
 * Issue 31 §4, storefront §2 Header "sign-in or profile popup", §6 "authenticated customers see
 * their e-mail, profile and logout": the account icon opens a popup holding them. Keyboard: the
 * icon is a button (aria-expanded, aria-controls); opening moves focus to the first action,
 * Escape closes and gives focus back to the icon. A click outside, a second tap and a navigation
 * close it too. Only a signed-in customer sees it, and the server renders visitors: nothing of it
 * is in the server HTML, so hydration is untouched.
 */
export function ProfilePopup({ name, profileHref, label }: ProfilePopupProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const id = useId();
  const popupId = `${id}-profile`;
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  // A navigation (the profile link, the browser's back button) closes it.
  const [seenAt, setSeenAt] = useState(`${pathname}${search}`);
  if (seenAt !== `${pathname}${search}`) {
    setSeenAt(`${pathname}${search}`);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    popup.current?.querySelector<HTMLElement>('a, button')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  return (
    <li className="sh-profile" ref={root}>
      <button
        ref={button}
        type="button"
        className="sh-action sh-action--button sh-account"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen(!open)}
        data-testid="header-account"
      >
        <HeaderIcon name="account" />
        {label}
      </button>
      {open && (
        <div
          ref={popup}
          id={popupId}
          role="dialog"
          aria-label={t('header.profilePopup')}
          className="sh-profile__popup"
          data-testid="header-profile-popup"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <p className="sh-profile__email">
            <span className="sh-profile__signed-in">{t('header.signedInAs')}</span> <strong>{name}</strong>
          </p>
          <ul className="sh-profile__actions">
            {profileHref && (
              <li>
                <ShopLink href={profileHref} className="sh-profile__link" data-testid="header-profile-link">
                  {t('header.profile')}
                </ShopLink>
              </li>
            )}
            <li>
              <button
                type="button"
                className="sh-action--button sh-profile__link"
                onClick={() => {
                  setOpen(false);
                  getBus().send('auth.logout', {});
                }}
                data-testid="header-logout"
              >
                {t('header.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </li>
  );
}
