/** Platform contract: remote registry, flags and API errors (architecture §2, §4). */
export interface RemoteRegistryEntry {
  /** Remote name as in REMOTE_NAMES (catalogue, basket, account, content, stores). */
  name: string;
  /** URL of the remote's mf-manifest.json; absolute or root-relative. */
  manifestUrl: string;
  /** False when the product owner switched the remote off by its flag. */
  enabled: boolean;
  /**
   * Since 1.17 (issue 33): the build this answer serves, the folder of `manifestUrl`
   * (`/remotes/catalogue/<buildId>/mf-manifest.json`, 12 hex). Failure reports name it.
   */
  buildId: string;
  /**
   * Since 1.17: `canary` when this visitor is served the remote's canary build (the registry has
   * one and the `release-<name>` flag chose it for the visitor's bucket), else `stable`.
   */
  channel: RemoteChannel;
}

export type RemoteChannel = 'stable' | 'canary';

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/** Every error answer of the API. `code` is stable; `messageKey` is a translation key for the UI. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  messageKey?: string;
}

export interface HealthStatus {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}
