/**
 * `npm run build [-- <dir>...]`: builds the shell and every remote, each alone with its own
 * rspack config, then publishes each remote build (deploy/remotes/<name>/<buildId>/ + registry).
 * Builds run one after another: two cores do not build six bundles faster in parallel.
 */
import { ALL_BUILDS, distDir } from './lib/workspaces.ts';
import { publishRemote } from './lib/publish.ts';
import { run } from './lib/run.ts';

const wanted = process.argv.slice(2);
const builds = wanted.length ? ALL_BUILDS.filter((b) => wanted.includes(b.dir) || wanted.includes(b.remote ?? '')) : ALL_BUILDS;
if (wanted.length && builds.length !== wanted.length) {
  console.error(`Unknown package in ${wanted.join(', ')}; known: ${ALL_BUILDS.map((b) => b.dir).join(', ')}`);
  process.exit(2);
}

const timings: string[] = [];
for (const build of builds) {
  const started = performance.now();
  const code = await run('npm', ['run', 'build', '--silent', '-w', build.dir]);
  if (code !== 0) {
    console.error(`\nBuild of ${build.dir} failed (exit ${code}).`);
    process.exit(code);
  }
  let published = '';
  if (build.remote) published = ` -> /remotes/${build.remote}/${await publishRemote(build.remote, distDir(build))}/`;
  timings.push(`${build.dir.padEnd(20)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s${published}`);
}
console.log(`\nBuilt:\n${timings.join('\n')}`);
