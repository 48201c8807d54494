import { useSearchParams } from "react-router";
import { linkOutcomeOf } from "../../../core/api/link-outcome.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { formPagesMessages } from "./form-pages.messages.ts";
import type { Route } from "./+types/form-transmit";

/** A reading page whose view is an island hydrated at once, so its button answers. */
export const handle = { readingPage: true, islands: "hotel-links" } satisfies ReadingPageHandle;

// The link carries a secret code: keep it out of search engines.
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

const FormTransmitView = island(
  "hotel-links",
  "form-transmit",
  async () => (await import("./form-transmit-view.tsx")).FormTransmitView,
);

/**
 * /_form/form-transmit?formId=…&pin=…, the link in the PIN mail (`pin` holds its link code, see
 * transmitLinkBody); a page without the site's navigation.
 */
export default function FormTransmit() {
  const t = useMessages(formPagesMessages);
  const [params] = useSearchParams();
  return (
    <main id="main" className="form-page">
      <PageTitle>{t("transmitTitle")}</PageTitle>
      <FormTransmitView
        wake="load"
        formId={params.get("formId") ?? ""}
        pin={params.get("pin") ?? ""}
        outcome={linkOutcomeOf(params)}
      />
    </main>
  );
}
