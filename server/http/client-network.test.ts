import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("the client's network as a limit key", () => {
  it("keys IPv6 clients on their /64, however the address is written", () => {
    const key = clientNetwork("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0DB8:0001:0002:ffff:ffff:ffff:fffe")).toBe(key);
    expect(clientNetwork("2001:db8:1:2:aaaa::1.2.3.4")).toBe(key);
    expect(clientNetwork("[2001:db8:1:2::99]")).toBe(key);
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(key);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 addresses whole, also when written as IPv4-mapped IPv6", () => {
    expect(clientNetwork("192.0.2.10")).toBe("192.0.2.10");
    expect(clientNetwork("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(clientNetwork("192.0.2.11")).not.toBe("192.0.2.10");
  });

  it("passes anything else through (in-process requests have no address)", () => {
    expect(clientNetwork("local")).toBe("local");
  });
});
