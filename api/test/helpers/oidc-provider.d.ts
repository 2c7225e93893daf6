/**
 * The part of oidc-provider (v9, no bundled types) the local test provider uses
 * (local-oidc-provider.ts). Only the tests load it: the shop itself is a client (openid-client).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantClass {
    new (properties: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }
  export interface KoaContextWithOIDC {
    path: string;
    status: number;
    body: unknown;
    respond: boolean;
    req: IncomingMessage;
    res: ServerResponse;
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    cookies?: { keys?: string[]; names?: Record<string, string> };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url(ctx: KoaContextWithOIDC, interaction: { uid: string }): string };
    findAccount?(ctx: KoaContextWithOIDC, sub: string): Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: GrantClass;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
