/**
 * Security headers on every answer (README Security), written here rather than by a dependency:
 * - pages (text/html): the shop's CSP (domain/security/content-security-policy.ts) from the
 *   registry's remote origins, the hashes of the shell's inline <style>, the configured extra
 *   origins and the hosts of the payment provider in use, only those (architecture §4 Payments:
 *   Adyen's Drop-in host for adyen, Monetico's gateway as a form-action, nothing for the sandbox);
 *   /api/docs gets Swagger UI's own; a route that set its CSP (the local mailbox) keeps it;
 * - everything else (JSON, files, errors): `default-src 'none'; frame-ancestors 'none'`;
 * - always nosniff, Referrer-Policy, X-Frame-Options, Permissions-Policy, COOP; HSTS in production.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_CSP,
  DOCS_CSP,
  hashSource,
  inlineStyles,
  pageCsp,
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

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // The store locator may ask for the position; nothing uses camera, microphone or USB.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

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
export function withFormAction(policy: string, origins: readonly string[] | undefined): string {
  if (!origins?.length) return policy;
  return policy.replace("form-action 'self'", `form-action 'self' ${origins.join(' ')}`);
}

/**
 * Issue 14: the contact form's ALTCHA widget solves its proof of work in Web Workers it starts from
 * blob: URLs (the widget's own build). worker-src would otherwise fall back to script-src, which
 * never allows blob:; scripts themselves stay as strict as before.
 */
export const WORKER_SOURCES = "worker-src 'self' blob:";
export function withWorkers(policy: string): string {
  return `${policy}; ${WORKER_SOURCES}`;
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

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const styleHashes = new InlineStyleHashes(path.join(options.shellDist, 'index.html'));
    // The payment domain is registered before this plugin in app.ts; an app without it gets no provider hosts.
    const providerCsp = app.hasDecorator('paymentProvider') ? app.paymentProvider.csp : undefined;
    const extraSources = withProviderSources(options.extraSources, providerCsp);
    let cachedPolicy: { key: string; policy: string } | undefined;
    // A server-rendered page names the hashes of the stylesheets it inlines (page-rendering.ts).
    app.decorateRequest('pageStyleHashes', null);
    app.decorateRequest('pageScriptHashes', null);

    /** The page policy; recomputed only when the registry's origins or the inline styles change. */
    async function pagePolicy(pageStyleHashes: readonly string[], inlineScriptHashes: readonly string[]): Promise<string> {
      const [remoteOrigins, shellHashes] = await Promise.all([app.remoteRegistryService.remoteOrigins(), styleHashes.read()]);
      const inlineStyleHashes = [...shellHashes, ...pageStyleHashes];
      const key = `${remoteOrigins.join(' ')}|${inlineStyleHashes.join(' ')}|${inlineScriptHashes.join(' ')}`;
      if (cachedPolicy?.key !== key) {
        cachedPolicy = {
          key,
          policy: withWorkers(withFormAction(pageCsp({ remoteOrigins, inlineStyleHashes, inlineScriptHashes, extra: extraSources }), providerCsp?.formAction)),
        };
      }
      return cachedPolicy.policy;
    }

    app.addHook('onSend', async (request, reply, payload) => {
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (options.production) reply.header('strict-transport-security', HSTS);
      // A 304 updates the headers the browser stored with the page: sending the file policy there
      // would replace a cached page's CSP with `default-src 'none'` and blank it on reload.
      if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
        const policy = !isHtml(reply) ? API_CSP : isDocs(request) ? DOCS_CSP : await pagePolicy(request.pageStyleHashes ?? [], request.pageScriptHashes ?? []);
        reply.header('content-security-policy', policy);
      }
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['remote-domain'] },
);
