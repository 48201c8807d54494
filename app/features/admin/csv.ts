/**
 * RFC 4180 CSV with a header row. Cells that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return at the start) get a leading apostrophe: an address like "=HYPERLINK(…)"
 * typed into the newsletter form must not execute when the team opens the export.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
