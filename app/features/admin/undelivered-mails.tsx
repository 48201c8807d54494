import { instantFormat } from "../../../core/format.ts";
import { useId } from "react";
import type { UndeliveredMailsAnswer } from "../../../core/api/admin.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { adminMessages } from "./admin.messages.ts";
import { AdminTable, TeamRow } from "./admin-table.tsx";
import { retryMail } from "../../api/admin.ts";
import { useTeamAction } from "./use-team-action.ts";

/**
 * Mails the outbox could not deliver: the team sees them (a hotel request that never arrived is
 * not lost, but someone has to notice) and can restart those given up on.
 */
export function UndeliveredMails({
  mails,
  timeZone,
}: {
  mails: UndeliveredMailsAnswer["results"];
  timeZone: string;
}) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const titleId = useId();
  const { busy, run } = useTeamAction(retryMail);
  if (mails.length === 0) return null;
  const moment = instantFormat(locale, timeZone);
  const at = (instant: string) => moment.format(new Date(instant));

  const retry = (id: number) => run(String(id), id);

  return (
    <AdminTable
      id={titleId}
      heading={t("undeliveredTitle")}
      intro={t("undeliveredIntro")}
      className="card admin-alert"
      testId="undelivered-mails"
      columns={[
        t("columnRecipient"),
        t("columnSubject"),
        t("columnQueued"),
        t("columnAttempts"),
        t("columnError"),
        t("columnState"),
      ]}
    >
      {mails.map((mail) => (
        <TeamRow
          key={mail.id}
          cells={[
            mail.to,
            mail.subject,
            <time key="queued" dateTime={mail.createdAt}>
              {at(mail.createdAt)}
            </time>,
            mail.attempts,
            { className: "admin-mono", content: mail.lastError },
            {
              action: true,
              content: mail.failedAt ? (
                <>
                  {t("mailGivenUp", { at: at(mail.failedAt) })}{" "}
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy !== null}
                    onClick={() => void retry(mail.id)}
                  >
                    {t("mailRetry")}
                  </button>
                </>
              ) : (
                mail.nextAttemptAt && t("mailRetrying", { at: at(mail.nextAttemptAt) })
              ),
            },
          ]}
        />
      ))}
    </AdminTable>
  );
}
