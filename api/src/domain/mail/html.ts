/** Text into HTML: every character that could open markup or leave an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
