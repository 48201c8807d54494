import { data, Link } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { Notice } from "../../components/status/status.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { siteContext } from "../../site-context.ts";
import { hubSaleAt, packageOffer } from "../../../core/ticket-sale.ts";
import type { Route } from "./+types/wait-list";
import { waitListMessages } from "./wait-list.messages.ts";

/** A reading page whose form hydrates as an island when the visitor reaches for it. */
export const handle = { readingPage: true, islands: "forms" } satisfies ReadingPageHandle;

// The form's code (its check, the API call) loads when the visitor reaches for it; its HTML,
// which posts to the server, works meanwhile.
const WaitListForm = island(
  "forms",
  "wait-list-form",
  async () => (await import("./wait-list-form.tsx")).WaitListForm,
);

/** What a plain form post (no scripts) came back with: the page says it. */
const outcomes = {
  joined: "sent",
  invalid: "refused",
  "too-many-mails": "tooManyMails",
  "not-sold-out": "notSoldOut",
  "unknown-package": "unknownPackage",
  closed: "closed",
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const search = new URL(request.url).searchParams;
  const { hub, packages } = site.content[site.hubId];
  const pkg = packages.packages.find((candidate) => candidate.id === search.get("package"));
  if (!hub.ticketsEnabled || !pkg) throw data(null, { status: 404 });
  const now = site.now();
  const outcome = search.get("outcome");
  const list = await site.waitList(pkg.id);
  return {
    packageId: pkg.id,
    title: pkg.title,
    closed: list.closed,
    voucherHours: list.voucherHours,
    soldOut:
      packageOffer(pkg, hubSaleAt(site.content[site.hubId], now).state, now, hub.timeZone) ===
      "sold-out",
    outcome: outcome && outcome in outcomes ? outcomes[outcome as keyof typeof outcomes] : null,
  };
}

/**
 * /ticket/wait-list?package=<id>: a sold-out package's wait list (docs/decisions/0046-wait-list.md).
 * The sold-out tile's "Auf die Warteliste" leads here.
 */
export default function WaitList({ loaderData }: Route.ComponentProps) {
  const t = useMessages(waitListMessages);
  const locale = useLocale();
  const { packageId, soldOut, closed, voucherHours, outcome } = loaderData;
  const title = loaderData.title[locale];
  return (
    <article className="wait-list-page card">
      <PageTitle>{`${t("pageTitle")}: ${title}`}</PageTitle>
      <h1>{t("title", { title })}</h1>
      {outcome && <Notice kind={outcome === "sent" ? "success" : "error"}>{t(outcome)}</Notice>}
      {closed ? (
        <p>{t("listClosed")}</p>
      ) : soldOut ? (
        <>
          <p>{t("intro", { hours: voucherHours })}</p>
          <WaitListForm wake="interaction" packageId={packageId} />
          <p className="wait-list-privacy">{t("privacy")}</p>
        </>
      ) : (
        <p>{t("notSoldOut")}</p>
      )}
      <p>
        <Link to="/ticket">{t("backToTickets")}</Link>
      </p>
    </article>
  );
}
