import { useMemo } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { ShellPageView } from '../pages/shell-pages.tsx';
import { PrerenderedSlot, usePrerenderedPage } from '../remotes/prerendered-slot.tsx';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import type { ResolvedRoute } from '../routing/resolve-route.ts';

/** The page area: a remote's page parcel, or one of the shell's own pages. */
export function PageView({ route, ready }: { route: ResolvedRoute; ready: boolean }) {
  const { t } = useTranslation('shell');
  const { target } = route;
  const parcelProps = useMemo(() => ({ ...target.props, apiBaseUrl: '' }), [target]);
  const slotKey = target.kind === 'remote' ? pageSlotKey(target.remote, target.parcel, route.menu?.menuId) : '';
  const prerendered = usePrerenderedPage(slotKey);
  if (!ready) {
    return (
      <div className="sh-slot sh-slot--page" role="status" aria-busy="true">
        <span className="ui-spinner__wheel" aria-hidden="true" />
        <span className="ui-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (target.kind === 'shell') return <ShellPageView page={target.page} language={route.language} props={target.props} />;
  if (prerendered) return <PrerenderedSlot key={slotKey} remote={target.remote} parcel={target.parcel} parcelProps={parcelProps} page={prerendered} />;
  return (
    <RemoteSlot
      // Another menu entry starts afresh (and retries a failed remote); a filter or product change updates in place.
      key={slotKey}
      remote={target.remote}
      parcel={target.parcel}
      parcelProps={parcelProps}
    />
  );
}

/** One slot per remote page and menu entry: a filter or product change updates it in place. */
export function pageSlotKey(remote: string, parcel: string, menuId: number | undefined): string {
  return `${remote}/${parcel}/${menuId ?? ''}`;
}
