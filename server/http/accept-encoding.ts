import type { Encoding } from "./compressible.ts";

/** Our order of preference when the client likes several equally: Brotli is smaller. */
const preference: readonly Encoding[] = ["br", "gzip"];

/**
 * The content coding to answer with, from the request's Accept-Encoding and the codings we have
 * (RFC 9110 §12.5.3): the one with the highest q-value above 0, Brotli before gzip on a tie;
 * `*` stands for every coding not named. Without the header, or when the client accepts none of
 * ours, the answer is not encoded (a client may refuse even that, but gets it anyway: an
 * uncompressed page serves it better than a 406).
 */
export function negotiateEncoding(
  header: string | null | undefined,
  available: readonly Encoding[] = preference,
): Encoding | "identity" {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | "identity" = "identity";
  let bestWeight = 0;
  for (const encoding of preference) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
