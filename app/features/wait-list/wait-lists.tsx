import { instantFormat, type InstantFormat } from "../../../core/format.ts";
import { useState } from "react";
import {
  releaseMax,
  voucherHoursMax,
  waitListEntriesAnswerSchema,
  waitListsAnswerSchema,
  type WaitListChange,
  type WaitListsAnswer,
} from "../../../core/api/wait-list.ts";
import { releaseToWaitList, saveWaitListHours, setWaitListOpen } from "../../api/admin.ts";
import { teamData } from "../../api/team.ts";
import { Notice } from "../../components/status/status.tsx";
import { translate, useLocale, useMessages, type Translate } from "../../i18n/messages.ts";
import { siteContext } from "../../site-context.ts";
import { adminFallback, AdminPage } from "../admin/admin-page.tsx";
import { ChangeLog, TeamRow, TeamTable } from "../admin/admin-table.tsx";
import { downloadCsv, toCsv } from "../admin/csv.ts";
import { packageTitles, usePackageName } from "../admin/package-names.ts";
import { loadTeamData } from "../admin/team-loader.ts";
import { SettingsForm, wholeNumber } from "../admin/settings-form.tsx";
import { useTeamAction } from "../admin/use-team-action.ts";
import { waitListsMessages } from "./wait-lists.messages.ts";
import type { Route } from "./+types/wait-lists";

/** The city's packages' titles, for the lists' names, and its time zone, for the log's times. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone, titles: packageTitles(site) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [lists, server] = await Promise.all([
    loadTeamData(() => teamData("admin/wait-lists", waitListsAnswerSchema)),
    serverLoader(),
  ]);
  return { lists: lists.results, audit: lists.audit, ...server };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(waitListsMessages, "title");

type List = WaitListsAnswer["results"][number];

/**
 * Wartelisten / Wait lists (docs/decisions/0046-wait-list.md): each package's list this season
 * with its figures; releasing tickets (asked once more before it happens), the vouchers'
 * validity and the list as a CSV file.
 */
export default function WaitLists({ loaderData }: Route.ComponentProps) {
  const t = useMessages(waitListsMessages);
  const locale = useLocale();
  const { lists, audit, titles, timeZone } = loaderData;
  const release = useTeamAction(releaseToWaitList, "/start", { readRefusals: ["refused"] });
  const hours = useTeamAction(saveWaitListHours, "/start", { readRefusals: ["refused"] });
  const opening = useTeamAction(setWaitListOpen, "/start", { readRefusals: ["refused"] });
  const notice = release.notice ?? hours.notice ?? opening.notice;
  const packageName = usePackageName(titles);
  const titleOf = (list: List) => packageName(list.packageId);

  async function exportCsv(list: List) {
    const text = translate(waitListsMessages, locale);
    const entries = await teamData(
      `admin/wait-lists/${encodeURIComponent(list.packageId)}/entries`,
      waitListEntriesAnswerSchema,
    );
    const csv = toCsv(
      [
        text("columnPlace"),
        text("columnEmail"),
        text("columnLanguage"),
        text("columnJoined"),
        text("columnConfirmed"),
        text("columnServed"),
      ],
      entries.results.map((entry) => [
        entry.place ?? "",
        entry.email,
        entry.locale,
        entry.joinedAt,
        entry.confirmedAt ?? "",
        entry.servedAt ?? "",
      ]),
    );
    downloadCsv(`wait-list-${list.packageId}.csv`, csv);
  }

  return (
    <AdminPage title={t("title")}>
      <p>{t("intro")}</p>
      {notice && <Notice kind={notice.kind}>{notice.msg}</Notice>}
      {lists.length === 0 ? (
        <p data-testid="wait-lists-none">{t("none")}</p>
      ) : (
        <TeamTable
          testId="wait-lists"
          caption={<caption className="visually-hidden">{t("title")}</caption>}
          columns={[
            t("columnPackage"),
            t("columnWaiting"),
            t("columnUnconfirmed"),
            t("columnReleased"),
            t("columnSent"),
            t("columnRedeemed"),
            t("columnLapsed"),
            t("columnHours"),
            t("columnActions"),
          ]}
        >
          {lists.map((list) => (
            <TeamRow
              key={list.packageId}
              data-package={list.packageId}
              cells={[
                list.closed ? `${titleOf(list)} (${t("closed")})` : titleOf(list),
                list.waiting,
                list.unconfirmed,
                list.released,
                list.vouchersSent,
                list.redeemed,
                list.lapsed,
                <SettingsForm
                  key="hours"
                  inline
                  values={{ voucherHours: String(list.voucherHours) }}
                  fields={[
                    {
                      name: "voucherHours",
                      label: t("columnHours"),
                      hideLabel: true,
                      ...wholeNumber(voucherHoursMax),
                    },
                  ]}
                  submit={t("saveHours")}
                  busy={hours.busy !== null || list.closed}
                  onSave={(values) =>
                    void hours.run(list.packageId, list.packageId, Number(values.voucherHours))
                  }
                />,
                {
                  action: true,
                  content: list.closed ? (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={opening.busy !== null}
                      onClick={() => void opening.run(list.packageId, list.packageId, true)}
                    >
                      {t("reopen")}
                    </button>
                  ) : (
                    <div className="admin-wait-list-actions">
                      <ReleaseForm
                        title={titleOf(list)}
                        busy={release.busy !== null}
                        onRelease={(count) =>
                          void release.run(list.packageId, list.packageId, count)
                        }
                      />
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() => void exportCsv(list)}
                      >
                        {t("exportCsv")}
                      </button>
                      <CloseList
                        title={titleOf(list)}
                        busy={opening.busy !== null}
                        onClose={() => void opening.run(list.packageId, list.packageId, false)}
                      />
                    </div>
                  ),
                },
              ]}
            />
          ))}
        </TeamTable>
      )}
      <Changes entries={audit} format={instantFormat(locale, timeZone)} titleOf={packageName} />
    </AdminPage>
  );
}

/** The lists' latest changes: the team's, and what the site did by itself. */
function Changes({
  entries,
  format,
  titleOf,
}: {
  entries: WaitListChange[];
  format: InstantFormat;
  titleOf(packageId: string): string;
}) {
  const t = useMessages(waitListsMessages);
  const who = (entry: WaitListChange) =>
    entry.byId === "ticket-shop"
      ? t("byTicketShop")
      : entry.byId === "season-over"
        ? t("bySeasonOver")
        : entry.by;
  const describe = (entry: WaitListChange) => ({
    who: who(entry),
    what: changeText(entry, titleOf(entry.packageId), t),
  });
  return (
    <ChangeLog testId="wait-list-changes" format={format} entries={entries} describe={describe} />
  );
}

/** A logged change in words (server/wait-list/service.ts writes these shapes). */
function changeText(
  { change }: WaitListChange,
  title: string,
  t: Translate<keyof (typeof waitListsMessages)["de"]>,
): string {
  const number = (key: string) => Number(change[key] ?? 0);
  if ("release" in change) return t("changeRelease", { title, count: number("release") });
  if ("voucherHours" in change)
    return t("changeVoucherHours", { title, hours: number("voucherHours") });
  if ("close" in change)
    return t("changeClose", { title, told: number("told"), deleted: number("deleted") });
  if ("reopen" in change) return t("changeReopen", { title });
  if ("returned" in change) return t("changeReturned", { title, count: number("returned") });
  if ("withdrawn" in change)
    return t("changeWithdrawn", { title, gone: number("gone"), count: number("withdrawn") });
  return `${title}: ${JSON.stringify(change)}`;
}

/** How many tickets to release; asks once more, naming the number and the package. */
function ReleaseForm({
  title,
  busy,
  onRelease,
}: {
  title: string;
  busy: boolean;
  onRelease(count: number): void;
}) {
  const t = useMessages(waitListsMessages);
  // The number asked about; it stays in the field when the question is cancelled.
  const [count, setCount] = useState(1);
  const [asking, setAsking] = useState(false);
  if (asking)
    return (
      <AskFirst
        label={t("release")}
        question={t("confirmRelease", { count, title })}
        yes={t("yesRelease")}
        busy={busy}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes) onRelease(count);
        }}
      />
    );
  return (
    <SettingsForm
      inline
      values={{ count: String(count) }}
      fields={[{ name: "count", label: t("count"), ...wholeNumber(releaseMax) }]}
      submit={t("release")}
      busy={busy}
      onSave={(values) => {
        setCount(Number(values.count));
        setAsking(true);
      }}
    />
  );
}

/** Asks once more before a list changes: the question, yes or cancel. */
function AskFirst({
  label,
  question,
  yes,
  busy,
  onAnswer,
}: {
  label: string;
  question: string;
  yes: string;
  busy: boolean;
  onAnswer(yes: boolean): void;
}) {
  const t = useMessages(waitListsMessages);
  return (
    <div className="admin-confirm" role="group" aria-label={label}>
      <p>{question}</p>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => onAnswer(true)}
      >
        {yes}
      </button>{" "}
      <button type="button" className="button button-secondary" onClick={() => onAnswer(false)}>
        {t("cancel")}
      </button>
    </div>
  );
}

/** Closing a list, asked once more: those in line are told by mail, the addresses deleted. */
function CloseList({ title, busy, onClose }: { title: string; busy: boolean; onClose(): void }) {
  const t = useMessages(waitListsMessages);
  const [asking, setAsking] = useState(false);
  if (asking)
    return (
      <AskFirst
        label={t("close")}
        question={t("confirmClose", { title })}
        yes={t("yesClose")}
        busy={busy}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes) onClose();
        }}
      />
    );
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      onClick={() => setAsking(true)}
    >
      {t("close")}
    </button>
  );
}
