/**
 * The shell's server entry (docs/rendering.md), built for Node into shell/dist/server/render.cjs
 * and loaded by the API. The import is the async boundary: the federation runtime sets up the
 * share scope (React, i18next, the contract…) before the renderer's modules run.
 */
import type { PageRenderer, RendererOptions } from './types.ts';

export type { PageRenderer, RenderedPage, RendererOptions, RenderRequest } from './types.ts';

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const { createPageRenderer } = await import('./page-renderer.tsx');
  return createPageRenderer(options);
}
