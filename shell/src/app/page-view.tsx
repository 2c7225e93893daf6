import { useMemo } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { ShellPageView } from '../pages/shell-pages.tsx';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import type { ResolvedRoute } from '../routing/resolve-route.ts';

/** The page area: a remote's page parcel, or one of the shell's own pages. */
export function PageView({ route, ready }: { route: ResolvedRoute; ready: boolean }) {
  const { t } = useTranslation('shell');
  const { target } = route;
  const parcelProps = useMemo(() => ({ ...target.props, apiBaseUrl: '' }), [target]);
  if (!ready) {
    return (
      <div className="sh-slot sh-slot--page" role="status" aria-busy="true">
        <span className="sh-spinner" aria-hidden="true" />
        <span className="sh-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (target.kind === 'shell') return <ShellPageView page={target.page} language={route.language} props={target.props} />;
  return (
    <RemoteSlot
      // Another menu entry starts afresh (and retries a failed remote); a filter or product change updates in place.
      key={`${target.remote}/${target.parcel}/${route.menu?.menuId ?? ''}`}
      remote={target.remote}
      parcel={target.parcel}
      parcelProps={parcelProps}
    />
  );
}
