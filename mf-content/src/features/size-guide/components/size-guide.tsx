import { useMemo } from 'react';
import type { SizeGuideProps } from '@trama/shared/contract';
import { isMissingGrid } from '../../../components/grid/grid-errors.ts';
import { useContentGrid } from '../../../components/grid/use-content-grid.ts';
import { PageError, PageLoading } from '../../../components/page-states.tsx';
import { useContentT } from '../../../components/use-content-t.ts';
import { pageContent } from '../../content-page/model/page-content.ts';
import { AccordionPage } from '../../content-page/components/accordion-page.tsx';
import '../../content-page/components/content-page.css';

/**
 * Storefront §2: the size guide (menu key guide_des_tailles) also shown as a side panel. The same
 * grid and accordions as its page, without the page title: the shell's panel is titled and is the dialog.
 */
export function SizeGuide({ language, gridId }: SizeGuideProps) {
  const t = useContentT(language);
  const grid = useContentGrid(gridId, language);
  const content = useMemo(() => (grid.status === 'ready' ? pageContent(grid.items, false) : null), [grid]);

  if (gridId === null || (grid.status === 'error' && isMissingGrid(grid.error))) {
    return <p className="cnt-size-guide__empty">{t('sizeGuide.missing')}</p>;
  }
  if (grid.status === 'error') return <PageError t={t} />;
  if (!content) return <PageLoading t={t} className="cnt-size-guide__loading" />;
  return (
    <div className="cnt-size-guide" data-testid="size-guide">
      <AccordionPage sections={content.sections} />
    </div>
  );
}
