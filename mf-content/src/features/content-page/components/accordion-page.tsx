import { plainText } from '../../../components/plain-text.ts';
import type { PageSection } from '../model/page-content.ts';
import { WidgetBody } from '../../../components/widget-body.tsx';

/**
 * Storefront §2 Other pages: static pages (legal mentions, FAQ, cookies, size guide) as accordions.
 * A widget with a title (an FAQ question) is one entry; a widget without one is an introduction.
 */
export function AccordionPage({ sections }: { sections: PageSection[] }) {
  return (
    <div className="cnt-accordion">
      {sections.map((section) =>
        section.widgets.map((view) =>
          view.title ? (
            <details key={view.key} className="cnt-accordion__item">
              <summary className="cnt-accordion__question">{plainText(view.title)}</summary>
              <div className="cnt-accordion__answer">
                {view.subtitle ? <p className="cnt-accordion__subtitle">{view.subtitle}</p> : null}
                <WidgetBody blocks={view.body} blockClass="cnt-widget" title={view.title} />
              </div>
            </details>
          ) : (
            <div key={view.key} className="cnt-accordion__intro">
              <WidgetBody blocks={view.body} blockClass="cnt-widget" title="" />
            </div>
          ),
        ),
      )}
    </div>
  );
}
