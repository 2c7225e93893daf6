export { DESIGN_TOKENS } from './tokens.ts';
export { imageFallback, DEFAULT_IMAGE } from './image.ts';
export { PHOTO_SIZES, PHOTO_WIDTHS, photoAtWidth, responsiveImage, type ResponsiveImageOptions, type ResponsiveImageProps } from './responsive-image.ts';
export { ShopLink, isPlainClick } from './shop-link.tsx';
export { navigate } from './navigate.ts';
export { productPath, shopHref, stripLanguage } from './shop-path.ts';
export { useAsync, type AsyncState } from './use-async.ts';
export { useLatest } from './use-latest.ts';
export { whenIdle } from './when-idle.ts';
export {
  ServerDataContext,
  collectStore,
  deserializeError,
  serializeError,
  useServerData,
  useServerPageHead,
  usePageOrigin,
  type ForeignRender,
  type ServerPageHead,
  type ServerAnswer,
  type ServerDataStore,
  type SerializedError,
} from './server-data.ts';
export { AddressPopup, addressInput, apiAddress, formValues, type AddressFormT, type AddressPopupProps } from './address-form/index.ts';
export { useInfoDialog } from './use-info-dialog.ts';
export { BANNER_MS, useExpiringBanner } from './use-expiring-banner.ts';
export { flagValue, useFlag, watchFlag } from './use-flag.ts';
export { useConsent } from './use-consent.ts';
export { cutText, DESCRIPTION_LENGTH } from './cut-text.ts';
export { clearPageHead, onPageHeadChange, pageHeadFor, setPageHead } from './page-head.ts';
export { useModalFocus, type ModalFocusOptions } from './use-modal-focus.ts';
// The UI primitives (docs/ui-primitives.md); their one stylesheet is ./ui.css, which the shell loads.
export { VisuallyHidden } from './visually-hidden/visually-hidden.tsx';
export { Spinner } from './spinner/spinner.tsx';
export { Field, fieldErrorId } from './field/field.tsx';
export { Dialog } from './dialog/dialog.tsx';
export { CloseButton } from './close-button/close-button.tsx';
export { AddressText } from './address-card/address-text.tsx';
export { CategoryLinks } from './inline-list/category-links.tsx';
