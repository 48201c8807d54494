import { instantFormat, type InstantFormat } from "../../../core/format.ts";
import type { AdminMatch, MatchesAnswer, ResaleSettings } from "../../../core/api/admin.ts";
import { useLocale, useMessages, type Translate } from "../../i18n/messages.ts";
import {
  changeResaleMatch,
  matchOfferAgain,
  retryReissue,
  saveResaleSettings,
} from "../../api/admin.ts";
import { Notice } from "../../components/status/status.tsx";
import { AdminTable, StepButton, TeamRow } from "../admin/admin-table.tsx";
import { resaleMatchMessages } from "./resale-matches.messages.ts";
import { optionalNumber, SettingsForm, wholeNumber } from "../admin/settings-form.tsx";
import { useTeamAction } from "../admin/use-team-action.ts";

type MatchState = "open" | "paid" | "expired" | "undone";
type Reissue = NonNullable<AdminMatch["reissue"]>;

function stateOf(match: AdminMatch): MatchState {
  if (match.endReason) return match.endReason;
  return match.paidAt ? "paid" : "open";
}

const stateLabels = {
  open: "stateOpen",
  paid: "statePaid",
  expired: "stateExpired",
  undone: "stateUndone",
} as const satisfies Record<MatchState, string>;

/** The team's actions on an open pair: its call's last path segment and the button's label. */
const matchActions = [
  { path: "paid", label: "markPaid" },
  { path: "undo", label: "undo" },
] as const;

/**
 * How the shop's re-issue of a handed-over ticket stands (decision record 0039): waiting with its
 * attempts and next try, re-issued, or failed with the shop's reason.
 */
function ReissueState({
  reissue,
  t,
  date,
}: {
  reissue: Reissue;
  t: Translate<keyof (typeof resaleMatchMessages)["de"]>;
  date: InstantFormat;
}) {
  const at = (iso: string | null) => (iso ? date.format(new Date(iso)) : "");
  const state = {
    waiting:
      reissue.attempts === 0 || !reissue.nextAttemptAt
        ? t("reissueFirst")
        : t("reissueWaiting", { attempts: reissue.attempts, next: at(reissue.nextAttemptAt) }),
    reissued: t("reissueDone", { at: at(reissue.doneAt) }),
    failed: t("reissueFailed", { attempts: reissue.attempts }),
  }[reissue.status];
  return (
    <p className="resale-reissue" data-testid="reissue" data-reissue={reissue.status}>
      <span className={`admin-state resale-reissue-${reissue.status}`}>{state}</span>
      {reissue.status !== "reissued" && reissue.lastError && (
        <span className="resale-reissue-error">
          {t("reissueError", { reason: reissue.lastError })}
        </span>
      )}
      {reissue.retried && (
        <span>{t("reissueRetried", { by: reissue.retried.by, at: at(reissue.retried.at) })}</span>
      )}
    </p>
  );
}

/**
 * The city's pairs of an approved offer and a request, newest first: the payment deadline of
 * open ones with the team's two actions, matching an undone pair's offer with the next request,
 * and the payment settings the next pairs get.
 */
export function ResaleMatches({
  matches,
  settings,
  mailPreview,
  timeZone,
  packageName,
  failTo,
}: {
  matches: readonly AdminMatch[];
  settings: ResaleSettings;
  mailPreview: MatchesAnswer["mailPreview"];
  timeZone: string;
  /** A package by its title in the team member's language (usePackageName). */
  packageName(packageId: string | null): string;
  /** Where a failing call leads (as for the screen's other buttons). */
  failTo: string;
}) {
  const matchAction = useTeamAction(changeResaleMatch, failTo);
  const settingsAction = useTeamAction(saveResaleSettings, failTo);
  // Whether the offer found a request, or why not (404, 409), is for the team to read.
  const rematchAction = useTeamAction(matchOfferAgain, failTo, { readRefusals: ["gone", "taken"] });
  const reissueAction = useTeamAction(retryReissue, failTo, { readRefusals: ["notFailed"] });
  // The call under way (a pair's id or "settings"); every button waits meanwhile.
  const busy = matchAction.busy ?? rematchAction.busy ?? reissueAction.busy ?? settingsAction.busy;
  const notice = rematchAction.notice ?? reissueAction.notice;
  const t = useMessages(resaleMatchMessages);
  const date = instantFormat(useLocale(), timeZone);
  const open = matches.filter((match) => stateOf(match) === "open").length;

  return (
    <>
      <AdminTable
        id="matches-title"
        heading={t("title", { count: open })}
        intro={t("intro")}
        status={
          notice && (
            <Notice kind={notice.kind} className="resale-notice">
              {notice.msg}
            </Notice>
          )
        }
        empty={matches.length === 0 ? t("none") : undefined}
        testId="matches"
        columns={(
          [
            "columnReference",
            "columnTicket",
            "columnPackage",
            "columnSeller",
            "columnBuyer",
            "columnPayBy",
            "columnState",
            "columnAction",
          ] as const
        ).map((column) => t(column))}
      >
        {matches.map((match) => {
          const state = stateOf(match);
          return (
            <TeamRow
              key={match._id}
              data-testid="match-row"
              data-state={state}
              cells={[
                { className: "admin-mono", content: match.reference },
                match.offer.ticketId,
                packageName(match.offer.packageId),
                <a key="seller" href={`mailto:${match.offer.email}`}>
                  {match.offer.email}
                </a>,
                <a key="buyer" href={`mailto:${match.request.email}`}>
                  {match.request.email}
                </a>,
                <time key="payBy" dateTime={match.payBy}>
                  {date.format(new Date(match.payBy))}
                </time>,
                {
                  content: (
                    <>
                      <span className={`admin-state admin-state-${state}`}>
                        {t(stateLabels[state])}
                      </span>
                      {match.reissue && <ReissueState reissue={match.reissue} t={t} date={date} />}
                    </>
                  ),
                },
                {
                  action: true,
                  content: (
                    <>
                      {state === "open" && (
                        <div className="resale-actions">
                          {matchActions.map(({ path, label }) => (
                            <StepButton
                              key={path}
                              id={match._id}
                              busy={busy}
                              label={t(label)}
                              onClick={() => void matchAction.run(match._id, match._id, path)}
                            />
                          ))}
                        </div>
                      )}
                      {match.reissue?.status === "failed" && (
                        <StepButton
                          id={match._id}
                          busy={busy}
                          label={t("reissueRetry")}
                          onClick={() => void reissueAction.run(match._id, match.offer._id)}
                        />
                      )}
                      {match.rematchable && (
                        <StepButton
                          id={match._id}
                          busy={busy}
                          label={t("matchAgain")}
                          onClick={() => void rematchAction.run(match._id, match.offer._id)}
                        />
                      )}
                    </>
                  ),
                },
              ]}
            />
          );
        })}
      </AdminTable>
      <section aria-labelledby="payment-title" className="admin-section">
        <h2 id="payment-title">{t("settingsTitle")}</h2>
        <PaymentSettings
          settings={settings}
          busy={busy}
          onSave={(changed) => void settingsAction.run("settings", changed)}
        />
        <MailPreview preview={mailPreview} />
      </section>
    </>
  );
}

/**
 * What a requester reads when an offer is matched with the saved settings: the team sees it
 * before approving. Without price and notes nothing is matched, and the preview says so.
 */
function MailPreview({ preview }: { preview: MatchesAnswer["mailPreview"] }) {
  const t = useMessages(resaleMatchMessages);
  return (
    <section
      aria-labelledby="mail-preview-title"
      className="resale-preview"
      data-testid="mail-preview"
    >
      <h3 id="mail-preview-title">{t("previewTitle")}</h3>
      {preview ? (
        <>
          <p className="resale-preview-subject">
            {t("previewSubject")} {preview.subject}
          </p>
          <pre className="resale-preview-text">{preview.text}</pre>
        </>
      ) : (
        <Notice kind="error">{t("previewMissing")}</Notice>
      )}
    </section>
  );
}

/** The city's payment window, price and notes, as saved; the form starts anew after a save. */
function PaymentSettings({
  settings,
  busy,
  onSave,
}: {
  settings: ResaleSettings;
  busy: string | null;
  onSave(settings: ResaleSettings): void;
}) {
  const t = useMessages(resaleMatchMessages);
  const note = { multiline: true, rows: 3, maxLength: 1000 } as const;
  return (
    <SettingsForm
      values={{
        paymentWindowHours: String(settings.paymentWindowHours),
        ticketPrice: settings.ticketPrice?.toFixed(2) ?? "",
        paymentInstructions: settings.paymentInstructions,
        paymentInstructionsEn: settings.paymentInstructionsEn,
      }}
      fields={[
        {
          name: "paymentWindowHours",
          label: t("windowLabel"),
          className: "admin-settings-short",
          ...wholeNumber(720),
        },
        {
          name: "ticketPrice",
          label: t("priceLabel"),
          className: "admin-settings-short",
          inputMode: "numeric",
        },
        { name: "paymentInstructions", label: t("instructionsLabel"), ...note },
        { name: "paymentInstructionsEn", label: t("instructionsEnLabel"), ...note },
      ]}
      submit={t("save")}
      busy={busy !== null}
      saving={busy === "settings"}
      onSave={(values) =>
        onSave({
          paymentWindowHours: Number(values.paymentWindowHours),
          paymentInstructions: values.paymentInstructions,
          paymentInstructionsEn: values.paymentInstructionsEn,
          ticketPrice: optionalNumber(values.ticketPrice),
        })
      }
    />
  );
}
