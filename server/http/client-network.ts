import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address stands for: an IPv4 address itself, an IPv6 address's /64 (one
 * subscriber line usually gets a whole /64, so each of its addresses is the same client). IPv4
 * addresses mapped into IPv6 count as IPv4. Anything else (no socket in tests) is kept as it is.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
