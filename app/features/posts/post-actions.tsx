import { useMessages } from "../../i18n/messages.ts";
import { postsMessages } from "./posts.messages.ts";

/** What the last call said: saved (with its revision), a test mail sent, or why not. */
export interface PostStatus {
  kind: "done" | "error";
  text: string;
}

/**
 * Below the post form: what scheduling will do, the test mail and whether this version had one,
 * saving as a draft or scheduling, withdrawing or restoring, and what the last call said.
 */
export function PostActions({
  saved,
  withdrawn,
  mailing,
  unsaved,
  untested,
  waitForImages,
  scheduleNote,
  busy,
  testing,
  status,
  onTestMail,
  onSave,
  onWithdrawOrRestore,
}: {
  /** The post was saved before (a new one has no test mail, nothing to withdraw). */
  saved: boolean;
  withdrawn: boolean;
  /** It goes out by mail: the test mail is offered. */
  mailing: boolean;
  /** The editor holds changes not saved yet (the test mail shows the saved version). */
  unsaved: boolean;
  /** No test mail was sent of this content. */
  untested: boolean;
  /** An image is on its way: saved meanwhile, the post would lack it. */
  waitForImages: boolean;
  scheduleNote: string;
  busy: boolean;
  testing: boolean;
  status: PostStatus | null;
  onTestMail(): void;
  onSave(state: "draft" | "scheduled"): void;
  onWithdrawOrRestore(): void;
}) {
  const t = useMessages(postsMessages);
  return (
    <>
      {!withdrawn && (
        <p className="post-schedule-note" data-testid="schedule-note">
          {scheduleNote}
        </p>
      )}
      {!withdrawn && mailing && (
        <div className="post-test-mail">
          {saved && (
            <button
              type="button"
              className="button button-secondary"
              disabled={unsaved || busy}
              aria-describedby={unsaved ? "test-mail-hint" : undefined}
              onClick={onTestMail}
            >
              {t("testMail")}
            </button>
          )}
          {saved && unsaved && (
            <p id="test-mail-hint" className="visitor-field-hint">
              {t("testMailSaveFirst")}
            </p>
          )}
          {untested && (
            <p id="untested-note" className="post-untested" data-testid="untested-note">
              {t("untested")}
            </p>
          )}
        </div>
      )}
      {waitForImages && (
        <p id="images-pending-note" className="visitor-field-hint">
          {t("imagesPending")}
        </p>
      )}
      <div className="post-save">
        {!withdrawn && (
          <>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || waitForImages}
              aria-describedby={waitForImages ? "images-pending-note" : undefined}
              onClick={() => onSave("draft")}
            >
              {t("saveDraft")}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy || waitForImages}
              aria-describedby={
                waitForImages ? "images-pending-note" : untested ? "untested-note" : undefined
              }
              onClick={() => onSave("scheduled")}
            >
              {t("schedule")}
            </button>
          </>
        )}
        {saved && (
          <button
            type="button"
            className="button button-ghost"
            disabled={busy}
            onClick={onWithdrawOrRestore}
          >
            {withdrawn ? t("restore") : t("withdraw")}
          </button>
        )}
      </div>
      <p
        className={`post-status post-status-${busy ? "busy" : (status?.kind ?? "idle")}`}
        role={status?.kind === "error" && !busy ? "alert" : "status"}
        data-testid="post-status"
      >
        {testing ? t("testMailSending") : busy ? t("saving") : status?.text}
      </p>
    </>
  );
}
