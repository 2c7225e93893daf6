/**
 * The deploy command's real surroundings: the API's own file paths (so the command writes what the
 * shop reads), the same per-package build as `npm run build -- <dir>`, uploaded only, and the shop's
 * status over HTTP.
 */
import { sitePathsFromEnv } from '../../api/src/config.ts';
import { uploadRemote } from '../lib/publish.ts';
import { run } from '../lib/run.ts';
import { distDir } from '../lib/workspaces.ts';
import type { DeployTarget } from './deploy-args.ts';
import type { DeployContext } from './deploy-command.ts';

export type BuildPackage = (dir: string) => Promise<number>;

const npmBuild: BuildPackage = (dir) => run('npm', ['run', 'build', '--silent', '-w', dir]);

export function deployContextFromEnv(env: NodeJS.ProcessEnv = process.env, buildPackage: BuildPackage = npmBuild): DeployContext {
  const { registryFile, flagsFile } = sitePathsFromEnv(env);
  return {
    files: { registryFile, flagsFile },
    async buildAndUpload(target: DeployTarget) {
      const exit = await buildPackage(target.dir);
      if (exit !== 0) throw new Error(`Build of ${target.dir} failed (exit ${exit}); nothing was published or changed.`);
      // uploadRemote copies dist/ under its build id and leaves the registry alone: the stable entry stays.
      return uploadRemote(target.remote, distDir(target));
    },
    status: { shopUrl: env.SHOP_URL || 'http://localhost:8080', teamToken: env.TEAM_TOKEN || undefined, fetch },
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  };
}
