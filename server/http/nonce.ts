import { randomBytes } from "node:crypto";
import type { Context } from "hono";

const nonceBytes = 16;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * The response's CSP nonce (128 random bits, base64), in place of hono's `NONCE`: that one asks
 * the system for 16 random bytes on every request, API calls included, which cost the sale-start
 * call more than its own work. This takes them from a pool the CSPRNG refills 256 nonces at a
 * time; each nonce is still used once. Sets it where the pages read it (`secureHeadersNonce`).
 */
export function pooledNonce(c: Context): string {
  const nonce = nextNonce();
  c.set("secureHeadersNonce", nonce);
  return `'nonce-${nonce}'`;
}

/** The next unused nonce from the pool (base64). */
export function nextNonce(): string {
  if (offset + nonceBytes > pool.length) {
    pool = randomBytes(nonceBytes * 256);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + nonceBytes);
  offset += nonceBytes;
  return nonce;
}
