import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Inline scripts: a `<script>` without `src`, up to its end tag (script text never contains one). */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of a rendered page
 * (docs/decisions/0024-csp-hashes-for-cached-pages.md). A browser hashes a script's text as it
 * stands in the document, which for script elements is the source text between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export type ScriptHashVariables = { scriptHashes?: string[] };

/**
 * Mounted around the security headers: when the handler answered with a page whose inline
 * scripts are allowed by hash, the policy's per-response nonce gives way to those hashes.
 */
export function scriptHashesInPolicy(): MiddlewareHandler<{ Variables: ScriptHashVariables }> {
  return async (c, next) => {
    await next();
    const hashes = c.get("scriptHashes");
    // Only a cached page has hashes: other answers' headers are not read at all.
    if (!hashes) return;
    const policy = c.res.headers.get("content-security-policy");
    if (!policy) return;
    c.res.headers.set(
      "Content-Security-Policy",
      policy.replace(/ ?'nonce-[^']*'/, hashes.map((hash) => ` ${hash}`).join("")),
    );
  };
}
