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

/** Hands the browser a CSV file to save, made from what the screen shows (no token in a URL). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
