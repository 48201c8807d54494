import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { formPagesMessages } from "./form-pages.messages.ts";
import type { Route } from "./+types/hotel-card";

/** A reading page whose view is an island hydrated at once, so its button answers. */
export const handle = { readingPage: true, islands: "hotel-links" } satisfies ReadingPageHandle;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

const HotelCardView = island(
  "hotel-links",
  "hotel-card",
  async () => (await import("./hotel-card-view.tsx")).HotelCardView,
);

/** /_form/card/:token, the hotel's link for a room request's card data; no site navigation. */
export default function HotelCard({ params }: Route.ComponentProps) {
  const t = useMessages(formPagesMessages);
  return (
    <main id="main" className="form-page">
      <PageTitle>{t("cardTitle")}</PageTitle>
      <HotelCardView wake="load" token={params.token} />
    </main>
  );
}
