import type { Context } from "hono";
import { escapeHtml } from "../xml.ts";
import type { SimulatedEvent, SimulatedQuota, SimulatedVoucher } from "./simulated-model.ts";
import { itemOnSale, voucherByCode, voucherRefusal } from "./simulated-vouchers.ts";

const pageStyle = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #fff8e6; color: #1f1f1f; }
  .banner { background: #8a1c1c; color: #fff; padding: 12px 20px; font-weight: bold; }
  main { max-width: 720px; margin: 0 auto; padding: 24px; }
  table { border-collapse: collapse; width: 100%; margin: 16px 0; }
  th, td { border: 1px solid #c9b98f; padding: 8px; text-align: left; }
  .voucher { background: #e7f3e7; border: 1px solid #2e6b2e; padding: 12px; }
  button { font: inherit; padding: 6px 12px; }
  a { color: #123f8c; }
`;

/** A page of the simulation: it says on every page that nothing here is real. */
export function simulationPage(title: string, body: string, status: 200 | 400 = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      // The site's own icon, so browsers do not ask for a missing /favicon.ico.
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
      `<title>${escapeHtml(title)}</title><style>${pageStyle}</style></head>` +
      `<body><div class="banner" role="note">Simulation: this is not a real ticket shop.</div>` +
      `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=UTF-8" } },
  );
}

/** What the shop page shows of an event. */
export interface ShopPageDeps {
  event: SimulatedEvent;
  vouchers: readonly SimulatedVoucher[] | undefined;
  availabilityOf(quota: SimulatedQuota): { available_number: number | null };
  now: Date;
  /** The event's shop page, where its checkout form posts to. */
  shopUrl: string;
  /** Where the page links back to. */
  siteUrl: string | undefined;
}

/**
 * The page where the buy link (and the team voucher link) lands: pretix's front page of the
 * event, as a simulation that sells nothing.
 */
export function simulatedShopPage(
  c: Context,
  { event, vouchers, availabilityOf, now, shopUrl, siteUrl }: ShopPageDeps,
): Response {
  const code = c.req.query("voucher");
  const voucher = code ? voucherByCode(vouchers, code) : undefined;
  const rows = event.quotas
    .map((quota) => {
      const state = availabilityOf(quota);
      const left = state.available_number === null ? "unlimited" : String(state.available_number);
      return `<tr><td>${escapeHtml(quota.name)}</td><td>${left}</td><td>${quota.paid_orders}</td></tr>`;
    })
    .join("");
  // As pretix's front page: ?item=<id> (repeatable) shows only those products.
  // A voucher for one product preselects it (pretix's redeem page lists what it allows).
  const wanted = voucher?.item != null ? [String(voucher.item)] : (c.req.queries("item") ?? []);
  const items = (
    wanted.length ? event.items.filter((item) => wanted.includes(String(item.id))) : event.items
  )
    .filter((item) => itemOnSale(item, now))
    .filter((item) => !item.hide_without_voucher || voucherRefusal(voucher, item, now) === null);
  const products = items
    .map(
      (item) =>
        `<li data-testid="shop-product"><label>${escapeHtml(item.name)} ` +
        `(EUR ${item.price.toFixed(2)}) <input type="number" min="0" max="10" ` +
        `name="item_${item.id}" value="${wanted.length ? 1 : 0}" size="3"></label></li>`,
    )
    .join("");
  const back = siteUrl
    ? `<p><a href="${escapeHtml(siteUrl)}/ticket">Back to the website</a></p>`
    : "";
  const voucherNote = code
    ? `<p class="voucher">${
        voucher
          ? voucher.allow_ignore_quota
            ? `Voucher <strong>${escapeHtml(voucher.code)}</strong> is valid: team purchase, quotas do not apply.`
            : `Voucher <strong>${escapeHtml(voucher.code)}</strong>` +
              (voucher.valid_until ? ` is valid until ${escapeHtml(voucher.valid_until)}.` : ".")
          : `Voucher <strong>${escapeHtml(code)}</strong> is not known.`
      }</p>`
    : "";
  return simulationPage(
    "Simulated ticket shop — no real purchase",
    `<p>This page stands in for the pretix ticket shop of <strong>${escapeHtml(event.name)}</strong> ` +
      `while no real shop is configured. Nothing can be bought here.</p>` +
      voucherNote +
      `<form method="post" action="${escapeHtml(shopUrl)}checkout">` +
      `<h2>${wanted.length ? "Your selection" : "Products"}</h2><ul>${products}</ul>` +
      `<input type="hidden" name="voucher" value="${escapeHtml(code ?? "")}">` +
      `<button type="submit">Check out (simulated)</button></form>` +
      `<table><caption>Quotas</caption><thead><tr><th scope="col">Quota</th>` +
      `<th scope="col">Available</th><th scope="col">Paid orders</th></tr></thead>` +
      `<tbody>${rows}</tbody></table>${back}`,
  );
}
