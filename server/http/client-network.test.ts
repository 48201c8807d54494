import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("clientNetwork", () => {
  it("keys IPv6 clients on their /64 and IPv4 clients on their address", () => {
    expect(clientNetwork("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(clientNetwork("2001:0db8:00aa:00bb::ffff")).toBe("2001:db8:aa:bb::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("local")).toBe("local");
  });
});
