import { instantFormat } from "../../../core/format.ts";
import { useState } from "react";
import { Form, Link } from "react-router";
import { paginate, type DayBucket } from "../../../core/statistics.ts";
import { Field } from "../../components/form/field.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { AdminPage } from "../admin/admin-page.tsx";
import { adminMessages } from "../admin/admin.messages.ts";
import { TeamRow, TeamTable } from "../admin/admin-table.tsx";
import { DayChart } from "./day-chart.tsx";

export interface TimestampReportData {
  timeZone: string;
  /** The filter as ISO instant and as the datetime-local value in the hub's zone. */
  since: string;
  sinceInput: string;
  page: number;
  /** The city's entries since the filter, counted by the database. */
  total: number;
  /** Every city's entries since the filter together. */
  allCities: number;
  days: DayBucket[];
  /** The latest entries (at most listedEntriesMax), oldest first. */
  latest: { createdAt: string }[];
}

export type TimestampKind = "clicks" | "reloads";

/** Each report's title, also its entry in the team navigation. */
export const timestampReportTitles = {
  clicks: "navTicketClicks",
  reloads: "navPageReloads",
} as const satisfies Record<TimestampKind, string>;

/**
 * Ticket clicks and page reloads: filter, total, per-day chart, and the latest entries in a
 * numbered, paginated table (numbers count from the filter's first entry).
 */
export function TimestampReport({
  kind,
  data,
}: {
  kind: TimestampKind;
  data: TimestampReportData;
}) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const { timeZone, since, sinceInput, total, allCities, days, latest } = data;
  const page = paginate(latest, data.page);
  // The list holds the latest entries: the first of them is number total - latest.length + 1.
  const offset = total - latest.length + page.offset;
  const moment = instantFormat(locale, timeZone, "dateTimeSeconds");
  const sinceText = moment.format(new Date(since));
  const title = t(timestampReportTitles[kind]);
  const pageLink = (target: number) =>
    `?${new URLSearchParams({ since: sinceInput, page: String(target) })}`;

  return (
    <AdminPage title={title}>
      <SinceFilter key={sinceInput} sinceInput={sinceInput} />
      <p className="admin-total" data-testid="report-total">
        {t(kind === "clicks" ? "clicksTotal" : "reloadsTotal", {
          count: total,
          since: sinceText,
        })}
      </p>
      <p className="admin-total-all" data-testid="report-all-cities">
        {t("allCitiesTotal", { count: allCities })}
      </p>
      <p className="admin-muted">{t(kind === "clicks" ? "clicksExplained" : "reloadsExplained")}</p>
      {total === 0 ? (
        <p>{t("noEntries")}</p>
      ) : (
        <>
          <DayChart buckets={days} kind={kind} timeZone={timeZone} />
          {/* The single entries are there to check a figure: folded, and a page at a time. */}
          <details className="admin-raw" open={page.page > 1}>
            <summary>{t("rawList", { count: latest.length })}</summary>
            <TeamTable
              testId="report-table"
              caption={
                <caption>
                  {kind === "clicks" ? t("tableClicks") : t("tableReloads")}
                  {latest.length < total &&
                    ` – ${t("tableLatest", { shown: latest.length, count: total })}`}
                  {page.pageCount > 1 &&
                    ` – ${t("pageOf", { page: page.page, pages: page.pageCount })}`}
                </caption>
              }
              columns={[t("columnNumber"), t("columnTime")]}
            >
              {page.items.map(({ createdAt }, index) => (
                <TeamRow
                  key={offset + index}
                  cells={[
                    offset + index + 1,
                    <time key="at" dateTime={createdAt}>
                      {moment.format(new Date(createdAt))}
                    </time>,
                  ]}
                />
              ))}
            </TeamTable>
            {page.pageCount > 1 && (
              <nav className="admin-pagination" aria-label={t("pagination")}>
                {page.page > 1 && (
                  <Link to={pageLink(page.page - 1)} rel="prev">
                    {t("previous")}
                  </Link>
                )}
                <span>{t("pageOf", { page: page.page, pages: page.pageCount })}</span>
                {page.page < page.pageCount && (
                  <Link to={pageLink(page.page + 1)} rel="next">
                    {t("next")}
                  </Link>
                )}
              </nav>
            )}
          </details>
        </>
      )}
    </AdminPage>
  );
}

/** The filter's instant, as the report was loaded; a new report starts it anew. */
function SinceFilter({ sinceInput }: { sinceInput: string }) {
  const t = useMessages(adminMessages);
  const [since, setSince] = useState(sinceInput);
  return (
    <Form method="get" className="admin-filter">
      <Field
        name="since"
        label={t("filterLabel")}
        type="datetime-local"
        required
        value={since}
        onChange={setSince}
      />
      <button type="submit" className="button button-primary">
        {t("apply")}
      </button>
    </Form>
  );
}
