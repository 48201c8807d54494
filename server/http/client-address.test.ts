import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

/** What the app takes as the client's address, for a request with these X-Forwarded-For lines. */
async function addressSeen(trustedProxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trustedProxies)));
  const response = await app.request("/", {
    headers: forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor },
  });
  return response.text();
}

describe("the client address behind trusted proxies", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    // In-process requests have no socket: "local" stands for the connection's address.
    expect(await addressSeen(0, "203.0.113.9")).toBe("local");
  });

  it("takes the entry that many hops from the right, as the proxies appended it", async () => {
    const chain = "10.1.1.1, 203.0.113.9, 192.0.2.5";
    expect(await addressSeen(1, chain)).toBe("192.0.2.5");
    expect(await addressSeen(2, chain)).toBe("203.0.113.9");
    // Several header lines are one list, in order.
    expect(await addressSeen(1, "10.1.1.1,203.0.113.9 ,  192.0.2.5")).toBe("192.0.2.5");
  });

  it("stops at the left-most entry when the chain is shorter than the trusted hops", async () => {
    expect(await addressSeen(3, "203.0.113.9, 192.0.2.5")).toBe("203.0.113.9");
    expect(await addressSeen(1)).toBe("local");
    expect(await addressSeen(1, " , ")).toBe("local");
  });
});
