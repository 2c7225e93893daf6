/** Passed or failed: the requirements of issue 6 point 4 applied to one run (pure). */
import { instancesChecks } from './report-instances.ts';
import type { ReliabilityRun, Verdict } from './types.ts';

/** Committed writes missing from the database, and unanswered writes that did land. */
export function compareWrites(
  committed: readonly string[],
  unanswered: readonly string[],
  found: ReadonlySet<string>,
): { lost: string[]; foundUnanswered: number } {
  return {
    lost: committed.filter((email) => !found.has(email)),
    foundUnanswered: unanswered.filter((email) => found.has(email)).length,
  };
}

export function evaluate(run: ReliabilityRun): Verdict {
  const checks: Verdict['checks'] = [];
  const load = run.load;
  if (load) {
    const unexpected = load.classes.reduce((sum, c) => sum + c.unexpected, 0);
    const tolerated = load.classes.reduce((sum, c) => sum + c.tolerated, 0);
    // Issue 18 §6: a flow of the mix (a class of the plan) that never got an answer did not run.
    const silent = load.classes.filter((c) => c.responses === 0).map((c) => c.class);
    checks.push({
      check: `Mixed load: ${load.connections} connections for ${load.durationSeconds} s answered`,
      target: '> 0 requests, every class of the mix answered',
      actual: `${load.requests.toLocaleString('en')} requests${silent.length ? `; no answer: ${silent.join(', ')}` : ''}`,
      passed: load.requests > 0 && silent.length === 0,
    });
    checks.push({
      check: 'Mixed load: connection errors and timeouts',
      target: '0',
      actual: `${load.errors} (${load.timeouts} timeouts)`,
      passed: load.errors === 0 && load.timeouts === 0,
    });
    checks.push({
      check: 'Mixed load: non-2xx answers (documented exceptions apart)',
      target: '0',
      actual: tolerated ? `${unexpected} (+${tolerated} documented: ${load.toleratedReasons.join('; ')})` : String(unexpected),
      // autocannon's own count must agree: every non-2xx it saw is either tolerated or unexpected.
      passed: unexpected === 0 && load.non2xx === tolerated,
    });
    for (const skipped of load.skipped) {
      checks.push({ check: `Mixed load: ${skipped.class} (${skipped.label})`, target: 'in the mix', actual: `left out: ${skipped.reason}`, passed: null });
    }
  }
  const durability = run.durability;
  if (durability) {
    checks.push({
      check: 'Durability: writes answered 2xx before the SIGKILL',
      target: '> 0 (else the check proves nothing)',
      actual: `${durability.committed} of ${durability.attempted} attempted`,
      passed: durability.committed > 0,
    });
    if (durability.restartError) {
      checks.push({ check: 'Durability: the API restarts on its data folder', target: 'healthy again', actual: durability.restartError, passed: false });
    }
    checks.push({
      check: 'Durability: committed writes lost after the restart',
      target: '0',
      actual: durability.restartError ? 'not checked: no restart' : `${durability.lostCount} (${durability.committed} committed, ${durability.found} found)`,
      passed: durability.restartError ? null : durability.lostCount === 0,
    });
    checks.push({
      check: 'Durability: a write after the restart',
      target: 'answered 2xx and stored',
      actual: durability.writeAfterRestart ? 'yes' : 'no',
      passed: durability.writeAfterRestart,
    });
  }
  checks.push(...instancesChecks(run));
  return { passed: checks.every((c) => c.passed !== false), checks };
}
