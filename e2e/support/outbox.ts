import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import PostalMime, { type Email } from "postal-mime";
import type { Site } from "./site.ts";

/** The mails the site wrote into DATA_DIR/outbox (no SMTP configured), oldest first. */
async function outbox(site: Site): Promise<Email[]> {
  const dir = join(site.dataDir, "outbox");
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((name) => PostalMime.parse(readFileSync(join(dir, name)))));
}

/**
 * The first mail to `to` that matches; waits for the outbox worker, which polls every second.
 */
export async function waitForMail(
  site: Site,
  to: string,
  match: (mail: Email) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outbox(site)).find(
      (mail) => (mail.to?.some((address) => address.address === to) ?? false) && match(mail),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link in a mail's text whose path (with its query) starts with `pathPrefix`. */
export function linkFrom(mail: Email, pathPrefix: string): string {
  const link = (mail.text ?? "").match(/https?:\/\/[^\s<>"')]+/g)?.find((url) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`.startsWith(pathPrefix);
  });
  if (!link) throw new Error(`no link to ${pathPrefix} in:\n${mail.text ?? ""}`);
  return link;
}
