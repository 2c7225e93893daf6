import './size-guide-panel.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type ToggleEvent } from 'react';
import { getBus } from '@trama/shared/bus';
import { SIZE_GUIDE_PANEL_ID, type Language, type MenuItem, type SizeGuideProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { useModalFocus } from '@trama/shared/ui';
import { NO_HOLD } from '../header/use-header-panels.ts';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import { entryByKey } from '../routing/menu-links.ts';

/** Storefront §2: the size guide's menu key; its grid is what the panel shows. */
export const SIZE_GUIDE_KEY = 'guide_des_tailles';

const TITLE_ID = `${SIZE_GUIDE_PANEL_ID}-title`;

interface SizeGuidePanelHostProps {
  menu: readonly MenuItem[];
  language: Language;
  path: string;
}

/** An HTML popover where the browser has them (the others show the panel from `data-open`). */
const popoverOf = (element: HTMLElement | null) => (element && typeof element.showPopover === 'function' ? element : null);
const isShowing = (element: HTMLElement | null) => Boolean(popoverOf(element)?.matches(':popover-open'));

/**
 * Storefront §2 "size guide … shown also as a side panel": the shell's overlay for `ui.open`
 * {panel: 'sizeGuide'} and for the product page's button. Issue 30 §2: the panel is an HTML
 * popover in the server HTML (title and close button, `SIZE_GUIDE_PANEL_ID`), which the button opens
 * with `popovertarget` before any script of ours has run; Escape and a tap beside it close it. Once
 * hydrated the shell follows it (a panel opened before hydration included): focus goes into it and
 * stays there, back to the opener on close, another page closes it, and mf-content's SizeGuide
 * draws the guide's grid inside. Nothing of the grid loads before it is opened.
 */
export function SizeGuidePanelHost({ menu, language, path }: SizeGuidePanelHostProps) {
  const { t } = useTranslation('shell');
  const entry = entryByKey(menu, SIZE_GUIDE_KEY);
  const panel = useRef<HTMLDivElement>(null);
  // The page it was opened on: another page closes it (the guide belongs to the product that opened it).
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const currentPath = useRef(path);
  useEffect(() => {
    currentPath.current = path;
  }, [path]);

  const show = useCallback(() => {
    const popover = popoverOf(panel.current);
    if (popover && !isShowing(popover)) popover.showPopover();
    setOpenedOn(currentPath.current);
  }, []);
  const hide = useCallback(() => {
    const popover = popoverOf(panel.current);
    if (popover && isShowing(popover)) popover.hidePopover();
    setOpenedOn(null);
  }, []);

  // A tap before the page was hydrated already opened it: start from it.
  useEffect(() => {
    if (isShowing(panel.current)) setOpenedOn(currentPath.current);
  }, []);

  useEffect(() => {
    const bus = getBus();
    const opens = bus.commands('ui.open').subscribe(({ panel: name }) => {
      if (name === 'sizeGuide') show();
    });
    const closes = bus.commands('ui.close').subscribe(({ panel: name }) => {
      if (name === 'sizeGuide') hide();
    });
    return () => {
      opens.unsubscribe();
      closes.unsubscribe();
    };
  }, [show, hide]);

  const open = openedOn !== null && openedOn === path;
  // Another page: the panel is already closed for React (`open`); the browser's popover too.
  useEffect(() => {
    if (openedOn === null || openedOn === path) return;
    const popover = popoverOf(panel.current);
    if (popover && isShowing(popover)) popover.hidePopover();
  }, [openedOn, path]);

  // The browser opened or closed it (its button, Escape, a tap beside it).
  const onToggle = useCallback((event: ToggleEvent<HTMLDivElement>) => setOpenedOn(event.newState === 'open' ? currentPath.current : null), []);

  const head = (
    <div className="ui-panel__head sh-size-guide__head">
      <h2 id={TITLE_ID} className="ui-panel__title">
        {entry?.label || t('sizeGuide.title')}
      </h2>
      <button type="button" className="ui-close" popoverTarget={SIZE_GUIDE_PANEL_ID} popoverTargetAction="hide" onClick={hide}>
        <span aria-hidden="true">×</span>
        <span className="ui-visually-hidden">{t('dialog.close')}</span>
      </button>
    </div>
  );

  return (
    <div
      ref={panel}
      id={SIZE_GUIDE_PANEL_ID}
      popover="auto"
      className="ui-panel sh-size-guide"
      role="dialog"
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      data-open={open ? '' : undefined}
      data-boundary="shell"
      data-testid="size-guide-panel"
      onToggle={onToggle}
      {...NO_HOLD}
    >
      {open ? (
        <OpenSizeGuide entry={entry} language={language} path={path} onClose={hide}>
          {head}
        </OpenSizeGuide>
      ) : (
        <>
          {head}
          {/* Where the grid comes once the page runs (a tap on the button wakes it). */}
          <div className="sh-size-guide__waiting" />
        </>
      )}
    </div>
  );
}

interface OpenSizeGuideProps {
  entry: MenuItem | null;
  language: Language;
  path: string;
  onClose: () => void;
  children: ReactNode;
}

/** The opened panel: focus on it (it is labelled by its title), kept inside, back to the button on close. */
function OpenSizeGuide({ entry, language, path, onClose, children }: OpenSizeGuideProps) {
  const parcelProps = useMemo<SizeGuideProps>(() => ({ language, path, apiBaseUrl: '', gridId: entry?.gridId ?? null }), [language, path, entry]);
  const { panel, onKeyDown } = useModalFocus<HTMLDivElement>(onClose);
  return (
    <div ref={panel} className="sh-size-guide__panel" tabIndex={-1} onKeyDown={onKeyDown}>
      {children}
      <RemoteSlot remote="content" parcel="SizeGuide" parcelProps={parcelProps} minHeight="12rem" />
    </div>
  );
}
