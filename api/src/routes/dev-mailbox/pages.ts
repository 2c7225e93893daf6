/** The local mailbox pages: plain HTML, every stored value escaped, links made clickable only after escaping. */
import { escapeHtml } from '../../domain/mail/html.ts';
import type { OutboxRow } from '../../domain/mail/outbox-repository.ts';

export const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#222}' +
  'li{margin:.4rem 0}small{color:#666}pre{white-space:pre-wrap;background:#f6f4f0;padding:1rem;border-radius:4px}';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

const when = (date: Date) => escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19));

export function mailboxPage(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) =>
        `<li data-testid="mail-item"><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a> ` +
        `<small>to ${escapeHtml(row.to)} · ${when(row.createdAt)} · ${escapeHtml(row.language)}</small></li>`,
    )
    .join('');
  const list = rows.length > 0 ? `<ul>${items}</ul>` : '<p>No e-mail yet.</p>';
  return page('Trama mailbox', `<h1>Local mailbox</h1><p>E-mails the shop wrote instead of sending them (no SMTP_URL set).</p>${list}`);
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g;

/** The message's text, escaped; then its http(s) links (already escaped, quote-free) become anchors. */
function linkified(text: string): string {
  return escapeHtml(text).replace(URL_IN_TEXT, (url) => `<a data-testid="mail-link" href="${url}">${url}</a>`);
}

export function messagePage(row: OutboxRow): string {
  return page(
    row.subject,
    `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(row.subject)}</h1>` +
      `<p><small>to ${escapeHtml(row.to)} · ${when(row.createdAt)} · ${escapeHtml(row.kind)} · ${escapeHtml(row.language)}</small></p>` +
      `<pre>${linkified(row.text)}</pre>`,
  );
}

/** The first link of a message (what a shopper would click), for the JSON outbox. */
export const firstLink = (text: string): string | null => text.match(URL_IN_TEXT)?.[0] ?? null;
