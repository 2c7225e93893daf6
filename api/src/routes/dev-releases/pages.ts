/** The release status page (/dev/releases): plain HTML, no script, every value escaped. */
import { escapeHtml } from '../../domain/mail/html.ts';
import type { BuildStatus, ReleaseStatus, RemoteReleaseStatus } from '../../domain/release-watch/release-watch-service.ts';

export const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem;color:#222}' +
  'table{border-collapse:collapse;margin:.5rem 0 1.5rem}th,td{padding:.25rem .75rem;text-align:right;border-bottom:1px solid #ddd}' +
  'th:first-child,td:first-child{text-align:left}code{font-size:.95em}small{color:#666}.bad{color:#a40000;font-weight:600}';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);
const id = (value: string | null) => (value ? `<code>${escapeHtml(value)}</code>` : '–');

function buildRow(build: BuildStatus, threshold: number): string {
  const bad = build.failureRate !== null && build.failureRate >= threshold ? ' class="bad"' : '';
  return (
    `<tr data-testid="release-build" data-build="${escapeHtml(build.buildId)}"><td>${id(build.buildId)} <small>${build.channel}</small></td>` +
    `<td>${build.requests}</td><td>${build.mounts}</td><td>${build.loadFailures}</td><td>${build.renderFailures}</td>` +
    `<td>${build.serverFaults}</td><td${bad}>${percent(build.failureRate)}</td></tr>`
  );
}

function remoteSection(remote: RemoteReleaseStatus, threshold: number): string {
  const share = remote.canary ? `canary share ${remote.canaryShare === null ? 'by rule' : `${remote.canaryShare}%`}` : 'no canary';
  const head =
    `<h2>${escapeHtml(remote.remote)}</h2><p>stable ${id(remote.stable)} · canary ${id(remote.canary)} · previous ${id(remote.previous)} · ${escapeHtml(share)}</p>`;
  if (remote.builds.length === 0) return `<section data-testid="release-remote" data-remote="${escapeHtml(remote.remote)}">${head}<p>Not published.</p></section>`;
  const rows = remote.builds.map((build) => buildRow(build, threshold)).join('');
  return (
    `<section data-testid="release-remote" data-remote="${escapeHtml(remote.remote)}">${head}<table><thead><tr><th>build</th><th>requests</th>` +
    `<th>mounts</th><th>load failures</th><th>render failures</th><th>server faults</th><th>failure rate</th></tr></thead><tbody>${rows}</tbody></table></section>`
  );
}

export function releasesPage(status: ReleaseStatus): string {
  const { failureThreshold, minRequests, windowMinutes } = status.autoRollback;
  const events = status.events.length
    ? `<ul>${status.events
        .map(
          (event) =>
            `<li data-testid="release-event"><small>${escapeHtml(event.at.replace('T', ' ').slice(0, 19))}</small> ` +
            `${escapeHtml(event.action)} ${escapeHtml(event.remote)} ${id(event.buildId)}: ${escapeHtml(event.reason)}</li>`,
        )
        .join('')}</ul>`
    : '<p>None.</p>';
  const body =
    `<h1>Releases</h1><p>Per remote build over the last ${status.windowMinutes} minutes: requests are mounts plus failures. ` +
    `A canary failing ${percent(failureThreshold)} or more of at least ${minRequests} requests in ${windowMinutes} minutes is rolled back by itself.</p>` +
    status.remotes.map((remote) => remoteSection(remote, failureThreshold)).join('') +
    `<h2>Release events</h2>${events}`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>Trama releases</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}
