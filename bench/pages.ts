/** What the page benchmarks (bench:lighthouse, bench:main-thread) load, and when. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
