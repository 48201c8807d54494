import { isIPv6 } from "node:net";

/**
 * The unit a per-client limit counts: an IPv4 address, or the /64 of an IPv6 address, since one
 * connection usually gets a whole /64 and can pick any address in it. IPv4-mapped IPv6 addresses
 * count as their IPv4 address; anything else (e.g. "local" in-process) passes through.
 */
export function clientNetwork(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  // IPv4 (and "local"): most clients, answered before the IPv6 checks.
  if (!plain.includes(":")) return plain;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain)) return plain;
  const [head = "", tail] = plain.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const before = groups(head);
  // An embedded IPv4 part (…:1.2.3.4) fills the last two groups.
  const after = groups(tail).flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const all =
    tail === undefined
      ? before.flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]))
      : [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
  const prefix = all.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
