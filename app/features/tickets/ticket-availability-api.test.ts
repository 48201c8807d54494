import { afterEach, describe, expect, it, vi } from "vitest";
import { orderAvailability } from "./ticket-availability-api.ts";

function answerWith(body: object, status = 200) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("orderAvailability", () => {
  it("asks the public call and answers the shop's web address", async () => {
    const fetch = answerWith({
      code: 200,
      msg: "OK",
      ticketUrl: "https://shop.example/event/",
      ticketSaleStart: null,
    });
    await expect(orderAvailability("0")).resolves.toEqual({
      ok: true,
      data: { ticketUrl: "https://shop.example/event/" },
    });
    expect(fetch).toHaveBeenCalledWith("/api/tickets/availability/0", expect.anything());
  });

  it("does not send the browser anywhere but to a web address", async () => {
    answerWith({ code: 200, msg: "OK", ticketUrl: "javascript:alert(1)", ticketSaleStart: null });
    await expect(orderAvailability("0")).resolves.toMatchObject({ ok: false, status: 200 });
  });

  it("keeps the sale start of a refusal before the sale", async () => {
    answerWith(
      {
        code: 425,
        msg: "The ticket sale has not started yet.",
        ticketUrl: null,
        ticketSaleStart: "2025-06-15T16:00:00.000Z",
      },
      425,
    );
    await expect(orderAvailability("0")).resolves.toEqual({
      ok: false,
      reason: "refused",
      status: 425,
      msg: "The ticket sale has not started yet.",
      details: { ticketSaleStart: "2025-06-15T16:00:00.000Z" },
    });
  });

  it("has no sale start when a refusal carries only code and message", async () => {
    answerWith({ code: 429, msg: "Too many requests" }, 429);
    await expect(orderAvailability("0")).resolves.toMatchObject({
      ok: false,
      status: 429,
      details: { ticketSaleStart: null },
    });
  });
});
