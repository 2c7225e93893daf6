/**
 * `npm run deploy -- <remote> --canary <share> | --share <share> | --promote | --rollback | --status`
 * (issue 33 §2, docs/composition.md "Shipping a remote to a share of shoppers"): the same files as
 * the API (REMOTE_REGISTRY_FILE, FLAGS_FILE), the same build as `npm run build -- <dir>` but
 * uploaded only: the stable entry does not move until --promote.
 */
import { sitePathsFromEnv } from '../api/src/config.ts';
import { runDeploy } from './release/deploy-command.ts';
import { uploadRemote } from './lib/publish.ts';
import { run } from './lib/run.ts';
import { distDir } from './lib/workspaces.ts';

const { registryFile, flagsFile } = sitePathsFromEnv();

const code = await runDeploy(process.argv.slice(2), {
  files: { registryFile, flagsFile },
  async buildAndUpload(target) {
    const exit = await run('npm', ['run', 'build', '--silent', '-w', target.dir]);
    if (exit !== 0) throw new Error(`Build of ${target.dir} failed (exit ${exit}); nothing was published or changed.`);
    return uploadRemote(target.remote, distDir(target));
  },
  status: { shopUrl: process.env.SHOP_URL || 'http://localhost:8080', teamToken: process.env.TEAM_TOKEN || undefined, fetch },
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exit(code);
