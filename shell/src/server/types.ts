/** The renderer's contract with its host (the API process). */
import type { RemoteRegistry } from '@trama/shared/contract';

export interface RendererOptions {
  /**
   * The built browser page (shell/dist/index.html): its script and style tags are kept. A function:
   * a rebuilt shell brings new hashed file names, and the host hands over the current page.
   */
  template: () => string;
  /** The shell's own stylesheets (root-relative hrefs), linked in <head>; current like `template`. */
  stylesheets: () => string[];
  /**
   * The shell's own stylesheets' text, inlined in <head> instead of linked: a linked stylesheet
   * blocks the first paint for a round trip (the host reads the files; current like `template`).
   */
  styles?: () => string[];
  /** The hrefs of the stylesheets `styles` holds, so the browser knows they are in the page already. */
  inlinedStylesheets?: () => string[];
  /**
   * The shell's dictionary chunk per language (language -> root-relative href of texts-<language>.<hash>.js):
   * preloaded with the page's scripts, so the texts the shell awaits before hydrating do not wait
   * for the start-up script to ask for them (docs/languages.md).
   */
  textsScripts?: () => Partial<Record<string, string>>;
  /**
   * The shell's chunks a first use runs besides its entry (dist/start-chunks.json): prefetched on
   * idle, `first` (start-up and texts) before `later` (what loads after the first view).
   */
  startScripts?: () => { first: string[]; later: string[] };
  /** The API's own origin for server-side calls, e.g. http://127.0.0.1:8080. */
  origin: string;
  /** The public origin for canonical, hreflang and Open Graph URLs (PUBLIC_URL). */
  publicOrigin: string;
  /** Fetches on the host: API calls, remote manifests, remote server code (no socket needed). */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /**
   * The same registry the browser reads (GET /api/external/remotes), asked with no visitor: the
   * stable builds (warm-up; a request that brings none of its own).
   */
  registry: () => Promise<RemoteRegistry>;
  /**
   * Issue 33: every build that may serve now, one entry per build (a remote with a canary is
   * listed twice: stable and canary), so the warm-up loads both. Absent: `registry()`.
   */
  liveBuilds?: () => Promise<RemoteRegistry>;
  /** Time budget of one remote's server render: load + data + render (default 300 ms). */
  slotBudgetMs?: number;
  log?: (message: string, error?: unknown) => void;
  /**
   * Issue 33 §3: a page slot's server code threw (not a time-out): the host counts it against that
   * build (`server-fault`). Called at most once per render, never awaited.
   */
  reportFault?: (fault: { remote: string; buildId: string }) => void;
}

export interface RenderRequest {
  /** Path and query as requested, e.g. /it/letto?sort=price. */
  url: string;
  /** This request's slot budget instead of `RendererOptions.slotBudgetMs` (a crawler's, longer: issue 29 §18). */
  slotBudgetMs?: number;
  /**
   * Issue 33: the registry answer for this request's visitor (their bucket's builds), which the
   * host also sends the browser; the page is rendered with it and embeds it. Absent: `registry()`.
   */
  registry?: RemoteRegistry;
}

export interface RenderedPage {
  status: number;
  /** 'static': no server HTML for this page, the host sends the browser page (index.html). */
  /** Set for a non-canonical path: the canonical one to redirect to. */
  location?: string;
  html: string;
  /** How the page slot was made: 'server', or why the browser renders it. */
  slot: 'server' | 'static' | 'browser' | 'disabled' | 'missing' | 'failed' | 'timeout';
  /**
   * The inline scripts the renderer itself put in `html` (its script loader): the host allows
   * exactly these by hash. Never derived from the HTML, where data could have smuggled one in.
   */
  inlineScripts?: string[];
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
  /** Loads the enabled remotes' server code ahead of the first request (errors are ignored). */
  warm(): Promise<void>;
  /** Forgets the menus it keeps: the host calls it when the database says they changed (issue 18 §4). */
  forgetData(): void;
}
