/** The release files (registry and flags) as the watch uses them: read a remote's builds, roll its canary back. */
import { readRelease, rollbackCanary, type ReleaseFiles } from '../releases/release-files.ts';
import type { ReleaseControl } from './release-watch-service.ts';

export function releaseControlOn(files: ReleaseFiles): ReleaseControl {
  return {
    read: (remote) => readRelease(files, remote),
    // Only while that build is still the canary: a second judgement never rolls the stable back.
    rollback: (remote, reason, canary) => rollbackCanary(files, remote, reason, canary),
  };
}
