/** What the page benchmarks (bench:lighthouse, bench:main-thread) load, and when. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { publicPages } from "../e2e/support/public-pages.ts";
import { forkServer } from "./load.ts";

/**
 * The moment they pin the server's clock to (APP_NOW): five minutes after the Munich sale opened,
 * when buyers are on /ticket with its buy links live and its resale forms loaded (the heaviest
 * state of the pages). Pinned, so that every run measures the same pages whatever today's date.
 * BENCH_NOW overrides it.
 */
export const benchNow = process.env.BENCH_NOW ?? "2025-06-15T18:05:00+02:00";

export const benchLocales = (process.env.BENCH_LOCALES ?? "de,en").split(",");

/**
 * BENCH_PAGES (comma-separated paths), else every public page, the contact page and the first
 * news post linked from /start.
 */
export async function benchPages(siteUrl: string): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",");
  const start = await (await fetch(`${siteUrl}/start`)).text();
  const post = /href="(\/newsletter\/[^"]+)"/.exec(start)?.[1];
  return [...publicPages, "/contact", ...(post ? [post] : [])];
}

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
}

/** A static site from bare node:http: `files` (path → bytes, `/` the page) in a folder of its own. */
async function serveFolder(
  files: Map<string, Uint8Array | string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  for (const [path, bytes] of files) {
    const file = join(dir, path === "/" ? "index.html" : path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  const server = await forkServer("bare-server.ts", [dir, "-", "dir"]);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const bareFloorName = "floor: a bare page of text";

/**
 * The lowest floor: a page of a heading and a few paragraphs of text in the system font, no
 * styles, no scripts, from bare node:http. What any page costs on this machine at this moment.
 */
export function startBareFloor() {
  const text = "Ein Wochenende für Erwachsene in München, Essen und Hamburg. ".repeat(12);
  const html =
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
    `</head><body><h1>PamperPlay</h1><p>${text}</p><p>${text}</p></body></html>`;
  return serveFolder(new Map([["/", html]]));
}

/** The site's own addresses in `url(…)`s (fonts, images). */
const urlsInCss = (css: string) =>
  [...css.matchAll(/url\("?(\/[^")]+)"?\)/g)].map(([, url]) => url!);

/**
 * A page's own floor: its HTML as the site sends it to `locale`, script files and module preloads
 * removed, with the files it then loads (stylesheet, fonts, images), from bare node:http. Beside
 * the page's own figures it shows what its scripts cost; beside the bare floor, its HTML and
 * styles.
 */
export async function startPageFloor(siteUrl: string, path: string, locale: string) {
  const response = await fetch(siteUrl + path, { headers: { Cookie: `LOCALE=${locale}` } });
  // The page's script files go; its inline loader stays, so the stylesheet still comes after
  // the first paint as on the page (server/pages/after-paint.ts).
  const html = (await response.text())
    .replaceAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*><\/script>/g, "")
    .replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
  const files = new Map<string, Uint8Array | string>([["/", html]]);
  const pending = [
    ...[...html.matchAll(/(?:href|src)="(\/[^"/][^"]*)"/g)].map(([, url]) => url!),
    ...urlsInCss(html),
  ];
  while (pending.length > 0) {
    const url = pending.pop()!.split(/[?#]/)[0]!;
    if (files.has(url) || !/\.(css|woff2|svg|webp|avif|png|jpe?g)$/.test(url)) continue;
    const file = await fetch(siteUrl + url);
    if (!file.ok) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    files.set(url, bytes);
    if (url.endsWith(".css")) pending.push(...urlsInCss(new TextDecoder().decode(bytes)));
  }
  return serveFolder(files);
}

/** The page the floor copies: the heaviest, so its HTML and CSS alone bound every page's. */
const floorPage = "/ticket";
export const floorName = `floor: static ${floorPage}`;

/**
 * The floor both page benchmarks measure in the same run: the German /ticket page as static HTML
 * (scripts removed, its stylesheet inlined, so one file answers it) from bare node:http. What it
 * costs is the browser's own work for that HTML and CSS, on this machine, at this moment.
 */
export async function startStaticFloor(
  siteUrl: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  let html = await (await fetch(siteUrl + floorPage, { headers: { Cookie: "LOCALE=de" } })).text();
  html = html.replaceAll(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  html = html.replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
  for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
    const href = /href="([^"]+)"/.exec(link)?.[1];
    const css = href ? await (await fetch(siteUrl + href)).text() : "";
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  const file = join(dir, "floor.html");
  writeFileSync(file, html);
  const server = await forkServer("bare-server.ts", [file, "text/html; charset=utf-8"]);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
