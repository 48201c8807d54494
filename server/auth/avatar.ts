import { createHash } from "node:crypto";
import { escapeXml } from "../xml.ts";

const colours = ["#7a3e9d", "#1f6f8b", "#2e7d32", "#b23a48", "#8a5a00", "#3949ab"];

/**
 * A round avatar with the person's initials as an SVG data URL. Identity providers hand out
 * picture URLs on their own hosts; pages must not load images from elsewhere, so we draw our own.
 */
export function initialsAvatar(name: string): string {
  const initials =
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => Array.from(part)[0]?.toUpperCase() ?? "")
      .join("") || "?";
  const digest = createHash("sha256").update(name).digest();
  const colour = colours[(digest[0] ?? 0) % colours.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="system-ui,sans-serif" font-size="26" font-weight="700" ` +
    `fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
