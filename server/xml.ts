/** Text or an attribute value for XML we write ourselves (SVG avatars, the sitemap). */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch,
  );
}

/** Text or an attribute value for HTML we write ourselves (mails, feeds, the simulated shop). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
