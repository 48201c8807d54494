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
  description: { de: ["Party und Brunch"], en: ["Party and brunch"] },
  accentClass: "accent-pink",
  price: 49,
  fullSize: true,
  partyIds: [2],
  ticketShopId: 7,
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

describe("PackageTile", () => {
  it("links 'buy' to the shop proxy of the package", () => {
    const html = tile("buy");
    expect(html).toContain('href="/ticket/order/7"');
    expect(html).toContain(">Kaufen</a>");
    expect(html).toContain("49,00\u00a0€");
  });

  it("shows a disabled 'available soon' button with the sale start before the sale", () => {
    const html = tile("available-soon");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Bald verfügbar<\/button>/);
    expect(html).toContain("Erhältlich ab 15.06.2025, 18:00 Uhr");
    expect(html).not.toContain("/ticket/order/");
  });

  it("replaces 'buy' by a sold-out notice and a wait-list link", () => {
    const html = tile("sold-out", {}, "en");
    expect(html).toContain("Sold out");
    expect(html).toContain('href="/contact#newsletter"');
    expect(html).toContain("Join the wait list");
    expect(html).not.toContain("/ticket/order/");
  });

  it("shows a disabled buy button for a disabled package", () => {
    const html = tile("disabled");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Kaufen<\/button>/);
    expect(html).not.toContain("/ticket/order/");
  });

  it("labels a price of 0 as free", () => {
    expect(tile("buy", { price: 0 })).toContain("kostenlos");
    expect(tile("buy", { price: 0 }, "en")).toContain(">free<");
  });
});

describe("SoldOutNotice", () => {
  it("says the shop is closed, nothing is sold at the door, and points to resales and newsletter", () => {
    const html = render(<SoldOutNotice messengerGroup="https://chat.example/resale" />);
    expect(html).toContain("der Ticketshop ist geschlossen");
    expect(html).toContain("auch an der Abendkasse keine Tickets");
    expect(html).toContain('href="https://chat.example/resale"');
    expect(html).toContain('href="/contact#newsletter"');
  });
});
