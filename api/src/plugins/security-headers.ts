/**
 * Security headers on every answer (README Security), by @fastify/helmet (issue 32 §3):
 * - `securityHeaders` (registered first, so even an answer refused by the first hook has them):
 *   helmet's nosniff, Referrer-Policy, X-Frame-Options, COOP and, in production, HSTS; plus
 *   Permissions-Policy, which helmet does not write. Helmet's other defaults (CORP, Origin-Agent-
 *   Cluster, X-DNS-Prefetch-Control…) stay off: the same headers as before the library.
 * - `contentSecurityPolicy` (after the registry and payments): the CSP, written by helmet's
 *   contentSecurityPolicy from directives computed per answer, which only onSend knows:
 *   - pages (text/html): the shop's CSP (domain/security/content-security-policy.ts) from the
 *     registry's remote origins, the hashes of the shell's inline <style> and of the page loader's
 *     script, the configured extra origins and the hosts of the payment provider in use, only those
 *     (architecture §4 Payments: Adyen's Drop-in host for adyen, Monetico's gateway as a form-action,
 *     nothing for the sandbox); /api/docs gets Swagger UI's own; a route that set its CSP (the
 *     local mailbox) keeps it;
 *   - everything else (JSON, files, errors): `default-src 'none'; frame-ancestors 'none'`.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_DIRECTIVES,
  DOCS_DIRECTIVES,
  hashSource,
  inlineStyles,
  pageDirectives,
  type CspDirectives,
  type CspSources,
} from '../domain/security/content-security-policy.ts';
import type { ProviderCsp } from '../domain/payments/payment-provider.ts';
import { originOf } from '../config.ts';

export interface SecurityHeadersOptions {
  /** The shell's build: the inline <style> of its index.html is allowed by hash. */
  shellDist: string;
  /** Strict-Transport-Security only in production (a local http://localhost must stay reachable). */
  production: boolean;
  /** Extra origins per directive of the page CSP (payment providers…). */
  extraSources?: CspSources;
}

/** The store locator may ask for the position; nothing uses camera, microphone or USB. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), usb=()';

/** What helmet is asked for (CSP apart): exactly the headers of STATIC_SECURITY_HEADERS and HSTS (nosniff is helmet's default). */
export function helmetOptions(production: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: false, // per answer, in onSend (below)
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Only in production: a local http://localhost must stay reachable.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** The headers every answer carries (helmet's, and ours); also written by hand where no hook runs (plugins/errors.ts). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The static headers, by helmet, on every answer from the first hook on (register before any other hook). */
export const securityHeaders = fp<{ production: boolean }>(
  async (app, options) => {
    await app.register(helmet, helmetOptions(options.production));
    app.addHook('onRequest', async (_request, reply) => {
      // Like helmet's: on the raw answer, so a route's own reply.header() still wins.
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);

/** The inline <style> hashes of index.html, re-read when the file changes (a new build). */
class InlineStyleHashes {
  private readonly file: string;
  private cached: { version: string; hashes: string[] } | undefined;

  constructor(file: string) {
    this.file = file;
  }

  async read(): Promise<string[]> {
    let version: string;
    try {
      const s = await stat(this.file);
      version = `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch {
      return [];
    }
    if (this.cached?.version !== version) {
      try {
        this.cached = { version, hashes: [...new Set(inlineStyles(await readFile(this.file, 'utf8')).map(hashSource))] };
      } catch {
        return [];
      }
    }
    return this.cached.hashes;
  }
}

const DIRECTIVES = ['script', 'style', 'connect', 'img', 'font', 'frame', 'media'] as const;

/** The configured extra origins plus the payment provider's, per directive. */
export function withProviderSources(extra: CspSources | undefined, provider: ProviderCsp | undefined): CspSources {
  const merged: Record<string, string[]> = {};
  for (const name of DIRECTIVES) {
    const sources = [...(extra?.[name] ?? []), ...(provider?.[name] ?? [])];
    if (sources.length > 0) merged[name] = sources;
  }
  return merged;
}

/**
 * Issue 16 (docs/consent-and-marketing.md): a configured affiliate script may run from its host and
 * report to it (script, connect, img); a configured social feed is fetched from its host and shows
 * its pictures (connect, img). Nothing is added for what is not configured.
 */
export function withMarketingSources(
  sources: CspSources,
  marketing: { affiliateScriptUrl: string | null; socialFeedUrl: string | null },
): CspSources {
  const add = (directive: keyof CspSources, origin: string | null, into: Record<string, string[]>) => {
    if (origin && !into[directive]?.includes(origin)) into[directive] = [...(into[directive] ?? []), origin];
  };
  const merged: Record<string, string[]> = { ...(sources as Record<string, string[]>) };
  const affiliate = originOf(marketing.affiliateScriptUrl);
  const feed = originOf(marketing.socialFeedUrl);
  for (const directive of ['script', 'connect', 'img'] as const) add(directive, affiliate, merged);
  for (const directive of ['connect', 'img'] as const) add(directive, feed, merged);
  return merged;
}

/** A gateway the checkout posts a form to (Monetico) joins form-action, which is 'self' otherwise. */
export function withFormAction(policy: CspDirectives, origins: readonly string[] | undefined): CspDirectives {
  if (!origins?.length) return policy;
  return { ...policy, 'form-action': [...(policy['form-action'] ?? []), ...origins] };
}

/**
 * Issue 14: the contact form's ALTCHA widget solves its proof of work in Web Workers it starts from
 * blob: URLs (the widget's own build). worker-src would otherwise fall back to script-src, which
 * never allows blob:; scripts themselves stay as strict as before.
 */
export const WORKER_SOURCES = ["'self'", 'blob:'];
export function withWorkers(policy: CspDirectives): CspDirectives {
  return { ...policy, 'worker-src': WORKER_SOURCES };
}

// @fastify/helmet hands on helmet's own CSP writer.
const { contentSecurityPolicy } = helmet;

type HeaderWriter = (req: unknown, res: unknown, next: (error?: Error) => void) => void;

/** Helmet's CSP writer for one policy, kept while the policy stays the same (helmet validates it once). */
function cspWriter(directives: CspDirectives): HeaderWriter {
  return contentSecurityPolicy({ useDefaults: false, directives: directives as Record<string, string[]> }) as HeaderWriter;
}

const isHtml = (reply: FastifyReply) => /^\s*text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
const isDocs = (request: FastifyRequest) => /^\/api\/docs(\/|$|\?)/.test(request.url);

declare module 'fastify' {
  interface FastifyRequest {
    /** `'sha256-…'` of the <style> blocks a server-rendered page inlines; null for other answers. */
    pageStyleHashes: readonly string[] | null;
    /** `'sha256-…'` of the inline scripts of a server-rendered page (its script loader); null for other answers. */
    pageScriptHashes: readonly string[] | null;
  }
}

/** The CSP of every answer (after the registry and the payment domain, which it reads). */
export const contentSecurityPolicyHeader = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const styleHashes = new InlineStyleHashes(path.join(options.shellDist, 'index.html'));
    // The payment domain is registered before this plugin in app.ts; an app without it gets no provider hosts.
    const providerCsp = app.hasDecorator('paymentProvider') ? app.paymentProvider.csp : undefined;
    const extraSources = withProviderSources(options.extraSources, providerCsp);
    const apiWriter = cspWriter(API_DIRECTIVES);
    const docsWriter = cspWriter(DOCS_DIRECTIVES);
    let cachedPage: { key: string; writer: HeaderWriter } | undefined;
    // A server-rendered page names the hashes of the stylesheets it inlines (page-rendering.ts).
    app.decorateRequest('pageStyleHashes', null);
    app.decorateRequest('pageScriptHashes', null);

    /** The page policy's writer; rebuilt only when the registry's origins or the inline hashes change. */
    async function pageWriter(pageStyleHashes: readonly string[], inlineScriptHashes: readonly string[]): Promise<HeaderWriter> {
      const [remoteOrigins, shellHashes] = await Promise.all([app.remoteRegistryService.remoteOrigins(), styleHashes.read()]);
      const inlineStyleHashes = [...shellHashes, ...pageStyleHashes];
      const key = `${remoteOrigins.join(' ')}|${inlineStyleHashes.join(' ')}|${inlineScriptHashes.join(' ')}`;
      if (cachedPage?.key !== key) {
        const directives = withWorkers(withFormAction(pageDirectives({ remoteOrigins, inlineStyleHashes, inlineScriptHashes, extra: extraSources }), providerCsp?.formAction));
        cachedPage = { key, writer: cspWriter(directives) };
      }
      return cachedPage.writer;
    }

    app.addHook('onSend', async (request, reply, payload) => {
      // A 304 updates the headers the browser stored with the page: sending the file policy there
      // would replace a cached page's CSP with `default-src 'none'` and blank it on reload.
      if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
        const writer = !isHtml(reply) ? apiWriter : isDocs(request) ? docsWriter : await pageWriter(request.pageStyleHashes ?? [], request.pageScriptHashes ?? []);
        writer(request.raw, reply.raw, (error) => {
          if (error) throw error;
        });
        // Helmet separates directives with a bare `;`; the shop has always sent `; ` (what clients and
        // checks compare). A `;` inside a directive is impossible: helmet refuses it.
        const written = reply.raw.getHeader('content-security-policy');
        if (typeof written === 'string') reply.raw.setHeader('content-security-policy', written.replaceAll(';', '; '));
      }
      return payload;
    });
  },
  { name: 'content-security-policy', dependencies: ['remote-domain'] },
);

