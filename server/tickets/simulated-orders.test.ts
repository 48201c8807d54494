import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { countedShop } from "./test/counted-shop.ts";

const config = loadConfig({});
const content = loadContent();
const event = "pamperplay-munich-2025";
const root = "http://shop.test/simulated-shop/api/v1/organizers/pamperplay";

/** The simulated shop's orders API, called as a pretix client would. */
function shop() {
  const { stand } = countedShop(config, content);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await stand.fetch(`${root}/${path}`, {
      method,
      headers: { Authorization: "Token t", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const order = (code: string) => stand.orders.orders.get(event)!.find((o) => o.code === code)!;
  return { stand, call, order };
}

describe("the simulated shop's orders answer as pretix's", () => {
  it("a split moves each named position with its add-ons; an add-on named too counts twice and leaves the new order unpaid", async () => {
    const { stand, call, order } = shop();
    const [, , ticket, addOn] = order("SIMA8").positions;
    const twice = await call("POST", `events/${event}/orders/SIMA8/change/`, {
      split_positions: [{ position: ticket!.id }, { position: addOn!.id }],
    });
    expect(twice).toMatchObject({ status: 200, body: { code: "SIMA8", total: "76.00" } });
    const created = stand.orders.orders.get(event)!.at(-1)!;
    expect(created.positions.map((p) => p.id)).toEqual([ticket!.id, addOn!.id]);
    // pretix's _create_split_order: 49 + 27 + 27, of which the seller's order paid 76.
    expect(created).toMatchObject({ status: "n", total: 103, paid: 76 });

    const { call: callAgain, order: orderAgain } = shop();
    const [, , alone] = orderAgain("SIMA8").positions;
    await callAgain("POST", `events/${event}/orders/SIMA8/change/`, {
      split_positions: [{ position: alone!.id }],
    });
    const paid = (await callAgain("GET", `events/${event}/orderpositions/${alone!.id}/`)).body;
    expect(await callAgain("GET", `events/${event}/orders/${String(paid.order)}/`)).toMatchObject({
      body: { status: "p", total: "76.00", email: "customer@example.org" },
    });
  });

  it("refuses a split that names an unknown position or leaves nothing, with pretix's answers", async () => {
    const { call, order } = shop();
    const [ticket] = order("SIMA3").positions;
    expect(
      await call("POST", `events/${event}/orders/SIMA6/change/`, {
        split_positions: [{ position: order("SIMA6").positions[0]!.id }, { position: 99 }],
      }),
    ).toEqual({
      status: 400,
      body: {
        split_positions: [{}, { position: ['Invalid pk "99" - object does not exist.'] }],
      },
    });
    expect(
      await call("POST", `events/${event}/orders/SIMA3/change/`, {
        split_positions: [{ position: ticket!.id }],
      }),
    ).toEqual({
      status: 400,
      body: ["This operation would leave the order empty. Please cancel the order itself instead."],
    });
  });

  it("refuses an order language the event does not have, and changes nothing with it", async () => {
    const { stand, call, order } = shop();
    stand.events[0]!.locales = ["de"];
    expect(await call("GET", `events/${event}/settings/`)).toEqual({
      status: 200,
      body: { locales: ["de"], locale: "de" },
    });
    expect(
      await call("PATCH", `events/${event}/orders/SIMA2/`, {
        email: "b@example.org",
        locale: "en",
      }),
    ).toEqual({
      status: 400,
      body: { locale: ['"en" is not a supported locale for this event.'] },
    });
    expect(order("SIMA2")).toMatchObject({ email: "customer@example.org", locale: "de" });
  });

  it("checks tickets in with pretix's statuses: 201 admitted, 400 a known ticket refused, 404 an unknown one", async () => {
    const { call, order } = shop();
    const redeem = (secret?: string) => call("POST", "checkinrpc/redeem/", { secret, lists: [1] });
    const { secret } = order("SIMA2").positions[0]!;
    expect(await redeem(secret)).toMatchObject({
      status: 201,
      body: { status: "ok", list: { id: 1, event } },
    });
    expect(await redeem(secret)).toMatchObject({
      status: 400,
      body: { status: "error", reason: "already_redeemed", position: { order: "SIMA2" } },
    });
    order("SIMA4").status = "n";
    expect(await redeem(order("SIMA4").positions[0]!.secret)).toMatchObject({
      status: 400,
      body: { reason: "unpaid" },
    });
    expect(await redeem("no-such-secret")).toMatchObject({
      status: 404,
      body: { status: "error", reason: "invalid" },
    });
    expect(await redeem()).toEqual({
      status: 400,
      body: { secret: ["This field is required."] },
    });
  });
});
