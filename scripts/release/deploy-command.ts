/**
 * `npm run deploy` (issue 33 §2): a team moves its remote through canary → share → promote, or rolls
 * it back. Each action is one change to the registry and flags files (release-files.ts writes them
 * in the order that keeps every intermediate state serving a whole build); the API re-reads both on
 * every request, so it takes effect on the next request on every instance, with no restart.
 * Everything the command touches outside the files comes in through DeployContext, so tests run it
 * in-process on temporary files.
 */
import {
  promoteCanary,
  readRelease,
  ReleaseError,
  rollbackCanary,
  setCanaryShare,
  startCanary,
  type ReleaseFiles,
  type ReleaseState,
} from '../../api/src/domain/releases/release-files.ts';
import { DEPLOY_USAGE, parseDeployArgs, type DeployAction, type DeployTarget } from './deploy-args.ts';
import { fetchReleaseStatus, remoteStatus, statusReport, type StatusSource } from './release-status.ts';
import { releaseTable } from './release-table.ts';

export interface DeployContext {
  files: ReleaseFiles;
  /** Builds the remote's package and copies its dist beside the other builds; the build id. Never touches the registry. */
  buildAndUpload(target: DeployTarget): Promise<string>;
  status: StatusSource;
  out(text: string): void;
  err(text: string): void;
}

/** A refusal found in the files before anything is written: exit 2, like a bad argument. */
class Refused extends Error {}

const NEXT_REQUEST = 'from the next request, on every instance (no restart)';

function needCanary(state: ReleaseState, action: string): void {
  if (!state.canary) {
    throw new Refused(`${state.remote} has no canary to ${action}: start one with npm run deploy -- ${state.remote} --canary <share>.`);
  }
}

async function canary(context: DeployContext, target: DeployTarget, share: number): Promise<string> {
  const before = await readRelease(context.files, target.remote);
  if (!before.stable) {
    throw new Refused(`${target.remote} has no stable build in ${context.files.registryFile}: publish one first with npm run build -- ${target.dir}.`);
  }
  const buildId = await context.buildAndUpload(target);
  if (buildId === before.stable) {
    throw new Refused(`This build of ${target.dir} is the stable build (${buildId}) already: nothing to try. Nothing was changed.`);
  }
  const after = await startCanary(context.files, target.remote, buildId, share);
  const replaced = before.canary && before.canary !== buildId ? ` It replaces the canary ${before.canary}.` : '';
  return `${target.remote}: build ${buildId} published beside the stable ${before.stable}; ${share} % of shoppers get it ${NEXT_REQUEST}.${replaced}\n\n${releaseTable(after)}`;
}

async function status(context: DeployContext, target: DeployTarget): Promise<{ code: number; text: string }> {
  const state = await readRelease(context.files, target.remote);
  const fetched = await fetchReleaseStatus(context.status);
  const counts = fetched.ok ? remoteStatus(fetched.answer, target.remote) : null;
  if (counts) return { code: 0, text: statusReport(state, counts, context.status.shopUrl) };
  const why = fetched.ok ? `the shop's answer names no remote ${target.remote}` : fetched.why;
  const text = `${releaseTable(state)}\n\nNo counts: ${why}. Mounts, failures and failure rates per build need the shop running (npm start, or SHOP_URL=<its address>).`;
  return { code: fetched.ok || !fetched.reachable ? 0 : 1, text };
}

async function act(context: DeployContext, target: DeployTarget, action: DeployAction): Promise<{ code: number; text: string }> {
  const { files } = context;
  const { remote } = target;
  switch (action.kind) {
    case 'canary':
      return { code: 0, text: await canary(context, target, action.share) };
    case 'share': {
      needCanary(await readRelease(files, remote), 'widen');
      const after = await setCanaryShare(files, remote, action.share);
      return { code: 0, text: `${remote}: ${action.share} % of shoppers get the canary ${after.canary} ${NEXT_REQUEST}.\n\n${releaseTable(after)}` };
    }
    case 'promote': {
      const before = await readRelease(files, remote);
      needCanary(before, 'promote');
      const after = await promoteCanary(files, remote);
      return { code: 0, text: `${remote}: ${after.stable} is the stable build for everyone ${NEXT_REQUEST}; ${before.stable ?? '—'} is kept as previous (npm run deploy -- ${remote} --rollback goes back to it).\n\n${releaseTable(after)}` };
    }
    case 'rollback': {
      const before = await readRelease(files, remote);
      if (!before.canary && !before.previous) throw new Refused(`${remote} has no canary and no previous build: nothing to roll back to.`);
      const after = await rollbackCanary(files, remote, 'npm run deploy --rollback');
      const what = before.canary ? `the canary ${before.canary} is withdrawn; everyone gets the stable ${after.stable}` : `everyone is back on the previous build ${after.stable}`;
      return { code: 0, text: `${remote}: ${what} ${NEXT_REQUEST}.\n\n${releaseTable(after)}` };
    }
    case 'status':
      return status(context, target);
  }
}

/** The whole command: arguments in, exit code out (0 done, 1 failed, 2 bad arguments or refused, nothing written). */
export async function runDeploy(argv: string[], context: DeployContext): Promise<number> {
  let options;
  try {
    options = parseDeployArgs(argv);
  } catch (error) {
    context.err(`${error instanceof Error ? error.message : error}\n\n${DEPLOY_USAGE}`);
    return 2;
  }
  if (options.help) {
    context.out(DEPLOY_USAGE);
    return 0;
  }
  try {
    const { code, text } = await act(context, options.target, options.action);
    (code === 0 ? context.out : context.err)(text);
    return code;
  } catch (error) {
    context.err(error instanceof Error ? error.message : String(error));
    // release-files.ts refuses what these files cannot do (no stable build, a corrupt file…) before writing.
    return error instanceof Refused || error instanceof ReleaseError ? 2 : 1;
  }
}
