import './size-guide-panel.css';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import type { Language, MenuItem, SizeGuideProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { useModalFocus } from '@trama/shared/ui';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import { entryByKey } from '../routing/menu-links.ts';

/** Storefront §2: the size guide's menu key; its grid is what the panel shows. */
export const SIZE_GUIDE_KEY = 'guide_des_tailles';

interface SizeGuidePanelHostProps {
  menu: readonly MenuItem[];
  language: Language;
  path: string;
}

/**
 * Storefront §2 "size guide … shown also as a side panel": the shell's overlay slot for `ui.open`
 * {panel: 'sizeGuide'} (the product page's button). The shell draws the dialog (title from the
 * guide's menu entry, close button, Escape, focus kept inside and given back to the opener);
 * mf-content's SizeGuide draws the guide's grid inside. Nothing of it loads before it is opened.
 */
export function SizeGuidePanelHost({ menu, language, path }: SizeGuidePanelHostProps) {
  // The page it was opened on: another page closes it (the guide belongs to the product that opened it).
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const currentPath = useRef(path);
  useEffect(() => {
    currentPath.current = path;
  }, [path]);

  useEffect(() => {
    const bus = getBus();
    const opens = bus.commands('ui.open').subscribe(({ panel }) => {
      if (panel === 'sizeGuide') setOpenedOn(currentPath.current);
    });
    const closes = bus.commands('ui.close').subscribe(({ panel }) => {
      if (panel === 'sizeGuide') setOpenedOn(null);
    });
    return () => {
      opens.unsubscribe();
      closes.unsubscribe();
    };
  }, []);

  const close = useCallback(() => setOpenedOn(null), []);
  if (openedOn === null || openedOn !== path) return null;
  return <SizeGuidePanel entry={entryByKey(menu, SIZE_GUIDE_KEY)} language={language} path={path} onClose={close} />;
}

function SizeGuidePanel({ entry, language, path, onClose }: { entry: MenuItem | null; language: Language; path: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const parcelProps = useMemo<SizeGuideProps>(() => ({ language, path, apiBaseUrl: '', gridId: entry?.gridId ?? null }), [language, path, entry]);

  // Focus on the panel (it is labelled by its title), kept inside, back to the button on close.
  const { panel, onKeyDown } = useModalFocus<HTMLDivElement>(onClose);

  return (
    <div
      className="sh-size-guide"
      data-boundary="shell"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="sh-size-guide__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="size-guide-panel"
        onKeyDown={onKeyDown}
      >
        <div className="sh-size-guide__head">
          <h2 id={titleId} className="sh-size-guide__title">
            {entry?.label || t('sizeGuide.title')}
          </h2>
          <button type="button" className="sh-size-guide__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="sh-visually-hidden">{t('dialog.close')}</span>
          </button>
        </div>
        <RemoteSlot remote="content" parcel="SizeGuide" parcelProps={parcelProps} minHeight="12rem" />
      </div>
    </div>
  );
}
