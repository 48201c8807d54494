import { data, useSearchParams } from "react-router";
import { assetIn } from "../../../core/media.ts";
import { formatDate } from "../../../core/format.ts";
import { isBookingClosed } from "../../../core/hotel-booking.ts";
import { wallClockAt } from "../../../core/time.ts";
import { siteContext } from "../../site-context.ts";
import { hotelMessages } from "./hotel.messages.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { TextListSection } from "../../components/text-list.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import { RouteErrorBoundary } from "../../layout/error-page.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { submissionParam } from "./form-engine/submission-param.ts";
import type { Route } from "./+types/hotel";

/** A reading page whose request form hydrates as an island when the visitor reaches for it. */
export const handle = { readingPage: true, islands: "forms" } satisfies ReadingPageHandle;

/** The request form's engine, fields and call load after the page. */
const FormEngine = island(
  "forms",
  "hotel-form",
  async () => (await import("./form-engine/form-engine.tsx")).FormEngine,
);

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, pages } = site.content[site.hubId];
  const hotel = pages.hotel;
  if (!hotel) throw data(null, { status: 404 });
  const { year, month } = wallClockAt(site.now(), hub.timeZone);
  return {
    hotel,
    // Decided on the server clock, so a wrong device clock cannot reopen the window.
    bookingClosed: isBookingClosed(hotel.bookingUntil, hub.timeZone, site.now()),
    /** The room-request form (content/forms/hotel.json); the server enforces the window too. */
    form: site.forms.hotel ?? null,
    /** A card's expiry is judged by the server's month in the city's zone, as on submission. */
    currentMonth: { year, month },
  };
}

/** Hotel contingent: the booking conditions and whether rooms can still be requested. */
export default function Hotel({ loaderData }: Route.ComponentProps) {
  const t = useMessages(hotelMessages);
  const locale = useLocale();
  const { hotel, bookingClosed } = loaderData;
  const [searchParams] = useSearchParams();
  const until = formatDate(hotel.bookingUntil, locale);

  return (
    <article className="hotel-page page-grid">
      <PageTitle>{hotel.title[locale]}</PageTitle>
      <h1>{hotel.title[locale]}</h1>

      <div className="hotel-overview">
        {hotel.image && (
          <img
            className="hotel-image"
            src={assetIn(hotel.image, locale)}
            alt=""
            width={480}
            height={320}
          />
        )}
        <TextListSection
          className="hotel-conditions text-list"
          titleId="hotel-conditions-title"
          title={t("conditionsTitle")}
          items={hotel.conditions}
        />
      </div>

      <section
        className={bookingClosed ? "hotel-status hotel-status-closed" : "hotel-status"}
        aria-labelledby="hotel-status-title"
        data-testid="hotel-status"
        data-closed={bookingClosed}
      >
        <h2 id="hotel-status-title">
          {t(bookingClosed ? "bookingClosedTitle" : "bookingOpenTitle")}
        </h2>
        <p>{t(bookingClosed ? "bookingClosed" : "bookingOpen", { date: until })}</p>
      </section>

      {!bookingClosed && loaderData.form && (
        <FormEngine
          wake="interaction"
          formKey="hotel"
          definition={loaderData.form}
          openedWith={searchParams.get(submissionParam)}
          currentMonth={loaderData.currentMonth}
        />
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
