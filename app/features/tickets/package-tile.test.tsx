import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { TicketPackage } from "../../../core/content/packages.ts";
import type { PackageOffer } from "../../../core/ticket-sale.ts";
import { LocaleContext } from "../../i18n/messages.ts";
import { PackageTile } from "./package-tile.tsx";
import { SoldOutNotice } from "./sold-out-notice.tsx";

const pkg: TicketPackage = {
  id: "cuddle-package",
  title: { de: "Kuschel-Paket", en: "Cuddle Package" },
  shortTitle: { de: "Kuschel-Paket", en: "Cuddle Package" },
  description: { de: ["Party und Brunch"], en: ["Party and brunch"] },
  accentClass: "accent-pink",
  price: 49,
  fullSize: true,
  partyIds: [2],
  ticketShopId: 7,
  ticketShopItemId: 3,
  soldOut: false,
  ignoreTicketSaleStart: false,
  disabled: false,
};

function render(node: React.ReactNode, locale: "de" | "en" = "de"): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LocaleContext value={locale}>{node}</LocaleContext>
    </MemoryRouter>,
  );
}

function tile(offer: PackageOffer, overrides: Partial<TicketPackage> = {}, locale?: "de" | "en") {
  return render(
    <PackageTile
      pkg={{ ...pkg, ...overrides }}
      offer={offer}
      saleStartText="15.06.2025, 18:00 Uhr"
      parties={[]}
    />,
    locale,
  );
}

/** The addresses of a page's links, in order. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("PackageTile", () => {
  it("links 'buy' to the shop proxy of the package", () => {
    const html = tile("buy");
    expect(html).toContain('href="/ticket/order/7?package=cuddle-package"');
    expect(html).toContain(">Kuschel-Paket kaufen</a>");
    expect(tile("buy", {}, "en")).toContain(">Buy Cuddle Package</a>");
    expect(html).toContain("49,00\u00a0€");
  });

  it("shows a disabled 'available soon' button with the sale start before the sale", () => {
    const html = tile("available-soon");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Bald verfügbar<\/button>/);
    expect(html).toContain("Erhältlich ab 15.06.2025, 18:00 Uhr");
    expect(html).not.toContain("/ticket/order/");
  });

  it("replaces 'buy' by a sold-out notice, the package's own wait list first, then the newsletter", () => {
    const html = tile("sold-out", {}, "en");
    expect(html).toContain("<strong>Sold out</strong>");
    expect(html).toMatch(
      /<a[^>]*href="\/ticket\/wait-list\?package=cuddle-package"[^>]*>Join the wait list<\/a>/,
    );
    expect(html).toContain("the next person on the list gets a voucher by email");
    expect(hrefs(html)).toEqual([
      "/ticket/wait-list?package=cuddle-package",
      "/contact#newsletter",
    ]);
    expect(html).not.toContain("/ticket/order/");
    expect(tile("sold-out")).toContain("<strong>Ausverkauft</strong>");
  });

  it("shows a disabled buy button for a disabled package", () => {
    const html = tile("disabled");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Kuschel-Paket kaufen<\/button>/);
    expect(html).not.toContain("/ticket/order/");
  });

  it("offers a registration, with its window, only while it is open", () => {
    const windowText = { opens: "28.09.2025, 18:00 Uhr", closes: "04.10.2025, 09:00 Uhr" };
    const registration = (offer: PackageOffer) =>
      render(
        <PackageTile
          pkg={{ ...pkg, shortTitle: { de: "DiaperDinner", en: "DiaperDinner" } }}
          offer={offer}
          saleStartText="15.06.2025, 18:00 Uhr"
          windowText={windowText}
          parties={[]}
        />,
      );
    const soon = registration("available-soon");
    expect(soon).toMatch(/<button[^>]*disabled=""[^>]*>Für DiaperDinner anmelden<\/button>/);
    expect(soon).toContain("Anmeldung vom 28.09.2025, 18:00 Uhr bis 04.10.2025, 09:00 Uhr");
    expect(registration("buy")).toContain(">Für DiaperDinner anmelden</a>");
    const closed = registration("closed");
    expect(closed).toMatch(/<button[^>]*disabled=""[^>]*>Für DiaperDinner anmelden<\/button>/);
    expect(closed).toContain("Die Anmeldung ist geschlossen.");
  });

  it("labels a price of 0 as free", () => {
    expect(tile("buy", { price: 0 })).toContain("kostenlos");
    expect(tile("buy", { price: 0 }, "en")).toContain(">free<");
  });
});

describe("SoldOutNotice", () => {
  it("says the shop is closed and nothing is sold at the door, and leads to the exchange's request first", () => {
    const html = render(
      <SoldOutNotice messengerGroup="https://chat.example/resale" exchangeOpen />,
    );
    expect(html).toContain("der Ticketshop ist geschlossen");
    expect(html).toContain("auch an der Abendkasse keine Tickets");
    expect(html).toMatch(/<a[^>]*href="\/ticket#ticket-request"[^>]*>Ticket suchen<\/a>/);
    expect(hrefs(html)).toEqual([
      "/ticket#ticket-request",
      "/contact#newsletter",
      "https://chat.example/resale",
    ]);
  });
});
