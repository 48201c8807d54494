import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Inline elements: a `<script>` or `<style>` up to its end tag (their text never contains one). */
const inlineElement = {
  script: /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  style: /<style\b([^>]*)>([\s\S]*?)<\/style>/gi,
};

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts or style elements of a
 * rendered page (docs/decisions/0024-csp-hashes-for-cached-pages.md). A browser hashes an
 * element's text as it stands in the document, the source text between the tags.
 */
export function inlineHashes(html: string, kind: keyof typeof inlineElement): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(inlineElement[kind])) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export type ScriptHashVariables = { scriptHashes?: string[]; styleHashes?: string[] };

/**
 * Mounted around the security headers: when the handler answered with a page whose inline
 * scripts are allowed by hash, the policy's per-response nonce gives way to those hashes, and
 * its style elements are allowed by theirs (`style-src-elem`: the style attributes keep
 * `style-src`'s rule, which a hash would otherwise switch off).
 */
export function scriptHashesInPolicy(): MiddlewareHandler<{ Variables: ScriptHashVariables }> {
  return async (c, next) => {
    await next();
    const hashes = c.get("scriptHashes");
    // Only a page rendered whole has hashes: other answers' headers are not read at all.
    if (!hashes) return;
    const policy = c.res.headers.get("content-security-policy");
    if (!policy) return;
    const styles = c.get("styleHashes") ?? [];
    c.res.headers.set(
      "Content-Security-Policy",
      policy.replace(/ ?'nonce-[^']*'/, hashes.map((hash) => ` ${hash}`).join("")) +
        `; style-src-elem 'self'${styles.map((hash) => ` ${hash}`).join("")}`,
    );
  };
}
