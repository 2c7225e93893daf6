/**
 * The arguments of `npm run deploy -- <dir or remote> <action>` (issue 33 §2). Parsing is pure and
 * throws a sentence on anything it cannot take, so a typo never reaches the release files.
 */
import { REMOTE_BUILDS, type Buildable } from '../lib/workspaces.ts';
import type { RemoteName } from '../../shared/src/federation/remotes.ts';

export const DEPLOY_USAGE = `Usage: npm run deploy -- <remote> <action>

  <remote>            a remote's package (mf-catalogue) or its name (catalogue)

Actions (exactly one):
  --canary <share>    build that remote, publish it beside the stable build and send <share> % of shoppers to it
  --share <share>     send <share> % of shoppers to the running canary (0-100)
  --promote           the canary becomes the stable build for everyone (the old stable is kept as previous)
  --rollback          everyone back on the stable build now; with no canary, back to the previous stable build
  --status            the builds, their share, and per build mounts, failures and failure rate (from the running shop)

Files: REMOTE_REGISTRY_FILE (deploy/registry.json) and FLAGS_FILE (config/flags.json).
--status asks SHOP_URL (http://localhost:8080), with TEAM_TOKEN as a bearer token when set.`;

export type DeployAction =
  | { kind: 'canary'; share: number }
  | { kind: 'share'; share: number }
  | { kind: 'promote' }
  | { kind: 'rollback' }
  | { kind: 'status' };

export interface DeployTarget extends Buildable {
  remote: RemoteName;
}

export type DeployOptions = { help: true } | { help: false; target: DeployTarget; action: DeployAction };

const SHARE_ACTIONS = ['canary', 'share'] as const;
const PLAIN_ACTIONS = ['promote', 'rollback', 'status'] as const;

/** A share is a whole percent of shoppers: flagd's fractional weights are integers. */
export function parseShare(option: string, value: string | undefined): number {
  if (value === undefined || value === '' || value.startsWith('--')) {
    throw new Error(`--${option} needs a share: a whole percent of shoppers from 0 to 100 (e.g. --${option} 5).`);
  }
  const share = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(share >= 0 && share <= 100)) {
    throw new Error(`--${option} ${value}: the share must be a whole percent from 0 to 100.`);
  }
  return share;
}

export function findTarget(name: string): DeployTarget {
  const build = REMOTE_BUILDS.find((b) => b.dir === name || b.remote === name);
  if (!build?.remote) {
    const known = REMOTE_BUILDS.map((b) => `${b.dir} (${b.remote})`).join(', ');
    throw new Error(`Unknown remote '${name}'. Known remotes: ${known}. The shell is not deployed this way: npm run build -- shell.`);
  }
  return { dir: build.dir, remote: build.remote };
}

export function parseDeployArgs(argv: string[]): DeployOptions {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const names: string[] = [];
  const actions: DeployAction[] = [];
  const seen: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-')) {
      names.push(arg);
      continue;
    }
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg.slice(2), undefined];
    if ((SHARE_ACTIONS as readonly string[]).includes(flag)) {
      const value = inline ?? argv[i + 1];
      if (inline === undefined && value !== undefined && !value.startsWith('--')) i++;
      actions.push({ kind: flag as (typeof SHARE_ACTIONS)[number], share: parseShare(flag, value) });
    } else if ((PLAIN_ACTIONS as readonly string[]).includes(flag) && inline === undefined) {
      actions.push({ kind: flag as (typeof PLAIN_ACTIONS)[number] });
    } else {
      throw new Error(`Unknown option '${arg}'.`);
    }
    seen.push(`--${flag}`);
  }
  if (names.length === 0) throw new Error('Name the remote: a package (mf-catalogue) or a remote (catalogue).');
  if (names.length > 1) throw new Error(`One remote at a time: got ${names.join(', ')}.`);
  if (actions.length === 0) throw new Error('Say what to do: --canary <share>, --share <share>, --promote, --rollback or --status.');
  if (actions.length > 1) throw new Error(`One action at a time: got ${seen.join(' and ')}.`);
  return { help: false, target: findTarget(names[0]!), action: actions[0]! };
}
