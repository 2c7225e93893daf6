/**
 * `npm run deploy -- <remote> --canary <share> | --share <share> | --promote | --rollback | --status`
 * (issue 33 §2, docs/composition.md "Shipping a remote to a share of shoppers"): the same files as
 * the API (REMOTE_REGISTRY_FILE, FLAGS_FILE), the same build as `npm run build -- <dir>` but
 * uploaded only: the stable entry does not move until --promote.
 */
import { runDeploy } from './release/deploy-command.ts';
import { deployContextFromEnv } from './release/default-context.ts';

process.exit(await runDeploy(process.argv.slice(2), deployContextFromEnv()));
