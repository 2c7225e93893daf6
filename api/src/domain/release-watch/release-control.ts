/** The release files (registry and flags) as the watch uses them: read a remote's builds, roll its canary back. */
import { readRelease, rollbackCanary, type ReleaseFiles } from '../releases/release-files.ts';
import type { ReleaseControl } from './release-watch-service.ts';

export function releaseControlOn(files: ReleaseFiles): ReleaseControl {
  return {
    read: (remote) => readRelease(files, remote),
    rollback: (remote, reason) => rollbackCanary(files, remote, reason),
  };
}
