import { ContentLink } from '../../../components/content-link.tsx';
import type { WidgetView } from '../../../components/grid/widget-view.ts';
import type { ContentT } from '../../../components/use-content-t.ts';
import { WidgetBody } from '../../../components/widget-body.tsx';

interface EditorialWidgetProps {
  view: WidgetView;
  language: string;
  t: ContentT;
  priority?: boolean;
}

/** One editorial block: title, subtitle, its photos, texts and videos, then its link. */
export function EditorialWidget({ view, language, t, priority = false }: EditorialWidgetProps) {
  return (
    <div className="cnt-widget">
      {view.title ? <h2 className="cnt-widget__title">{view.title}</h2> : null}
      {view.subtitle ? <p className="cnt-widget__subtitle">{view.subtitle}</p> : null}
      <WidgetBody blocks={view.body} blockClass="cnt-widget" title={view.title ?? ''} priority={priority} />
      {view.link ? (
        <ContentLink language={language} menuHref={view.link.menuHref} className="cnt-widget__link">
          {view.link.label ?? t('page.readMore')}
        </ContentLink>
      ) : null}
    </div>
  );
}
