import { useState } from "react";
import type { LinkOutcome } from "../../../core/api/link-outcome.ts";
import type { WaitListEntryView } from "../../../core/api/wait-list-link.ts";
import { formatDateTime } from "../../../core/format.ts";
import { linkReasonOf } from "../../api/link-reasons.ts";
import { waitListStep, waitListStepPath, type WaitListStep } from "./wait-list-api.ts";
import { LinkButtonForm } from "../../components/link-confirm/link-confirm.tsx";
import {
  LinkProblem,
  linkProblemKind,
  linkRetryHelps,
} from "../../components/link-confirm/link-problem.tsx";
import { Notice, Progress } from "../../components/status/status.tsx";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { waitListLinkMessages } from "./wait-list-link.messages.ts";

/** Where each of a person's wait-list pages is (the links of the mails). */
const linkPage = (step: WaitListStep, id: string) =>
  `/ticket/wait-list/${step}?id=${encodeURIComponent(id)}`;

interface Press {
  id: string;
  /** Makes a step's call; before the script runs, the step's form posts instead. */
  press: (step: WaitListStep) => void;
}

/**
 * The view of a wait-list mail's link (wait-list-link.tsx): the place as the server has it
 * (`initial`, read as the page was made; opening the link changes nothing) and the one button
 * that the link is for: confirm the place, leave the list, or, within a day of leaving, go back
 * to the old place. Each button is a form that works before the script runs (its redirect back
 * brings `outcome`); with the script the call answers the new place, shown at once. It takes
 * the link as props and uses no router, so the page hydrates it as an island.
 */
export function WaitListLinkView({
  link,
  id,
  initial,
  outcome,
}: {
  link: WaitListStep;
  id: string | null;
  /** Null: the link holds no usable id. */
  initial: WaitListEntryView | null;
  outcome: LinkOutcome | null;
}) {
  const t = useMessages(waitListLinkMessages);
  // The page the person is on: after a press, the step they pressed (its redirect's page).
  const [intent, setIntent] = useState(link);
  const { state, run } = useApiCall(waitListStep);
  const settled = state.kind === "pending" ? state.last : state;
  const entry = settled?.kind === "success" ? settled.data.entry : initial;
  const done = settled?.kind === "success" || (settled?.kind === "idle" && outcome === "done");
  const error =
    settled?.kind === "error"
      ? { msg: settled.msg, reason: settled.reason }
      : settled?.kind === "idle" && typeof outcome === "number"
        ? { msg: null, reason: linkReasonOf(outcome) }
        : null;
  // A refusal that trying again cannot help (the place is gone): what the page showed is past.
  const stale = error !== null && !linkRetryHelps(linkProblemKind(error.reason));
  const press = (step: WaitListStep) => {
    setIntent(step);
    void run(step, id === null ? {} : { id });
  };
  return (
    <div
      className="link-confirm wait-list-link"
      data-state={state.kind === "pending" ? "processing" : (error?.reason ?? entry?.kind)}
    >
      {stale ? (
        <h1>{t("errorTitle")}</h1>
      ) : (
        <EntryPart entry={entry} intent={intent} done={done} id={id} press={press} />
      )}
      {error && (
        <>
          {error.msg && <Notice kind="error">{error.msg}</Notice>}
          <LinkProblem reason={error.reason} steps={[{ to: "/ticket", label: t("joinAgain") }]} />
        </>
      )}
      {state.kind === "pending" && <Progress>{t("processing")}</Progress>}
      <p>
        <a href="/ticket">{t("backToTickets")}</a>
      </p>
    </div>
  );
}

/** What the page says of the place, by what it is now and which link the person followed. */
function EntryPart({
  entry,
  intent,
  done,
  id,
  press,
}: {
  entry: WaitListEntryView | null;
  intent: WaitListStep;
  done: boolean;
  id: string | null;
  press: Press["press"];
}) {
  const t = useMessages(waitListLinkMessages);
  const locale = useLocale();
  if (!entry || id === null) {
    return (
      <>
        <h1>{t("errorTitle")}</h1>
        <Notice kind="error">{t("missingId")}</Notice>
        <LinkProblem reason={null} steps={[{ to: "/ticket", label: t("joinAgain") }]} />
      </>
    );
  }
  if (entry.kind === "unknown") {
    // Unconfirmed, leaving deletes the address at once.
    if (intent === "leave" && done) {
      return (
        <>
          <h1>{t("deletedTitle")}</h1>
          <Notice kind="success">{t("deleted")}</Notice>
        </>
      );
    }
    return (
      <>
        <h1>{t("unknownTitle")}</h1>
        <LinkProblem reason="unknown" steps={[{ to: "/ticket", label: t("joinAgain") }]} />
      </>
    );
  }
  const title = entry.title[locale];
  if (entry.kind === "left") return <LeftPart entry={entry} title={title} id={id} press={press} />;
  if (intent === "leave") {
    const text =
      entry.kind === "unconfirmed"
        ? t("leaveAskUnconfirmed", { title })
        : entry.kind === "served"
          ? t("leaveAskServed", { title })
          : t("leaveAskInLine", { title, place: entry.place });
    return (
      <>
        <h1>{t("leaveAskTitle")}</h1>
        <StepForm step="leave" label={t("leaveButton")} id={id} press={press}>
          <p>{text}</p>
        </StepForm>
        {entry.kind !== "unconfirmed" && (
          <p>
            <a href={linkPage("confirm", id)}>{t("stay")}</a>
          </p>
        )}
      </>
    );
  }
  if (entry.kind === "unconfirmed") {
    return (
      <>
        <h1>{t("confirmAskTitle")}</h1>
        <StepForm step="confirm" label={t("confirmButton")} id={id} press={press}>
          <p>{t("confirmAsk", { title })}</p>
        </StepForm>
      </>
    );
  }
  if (entry.kind === "served") {
    return (
      <>
        <h1>{t("servedTitle")}</h1>
        <Notice kind="success">
          {t("served", { title })}{" "}
          {entry.voucherUntil &&
            t("servedUntil", { until: formatDateTime(entry.voucherUntil, locale) })}
        </Notice>
        <p>
          {t("nextLeave")} <a href={linkPage("leave", id)}>{t("leaveButton")}</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t(intent === "rejoin" && done ? "rejoinedTitle" : "inLineTitle")}</h1>
      <p className="wait-list-place">{t("place", { place: entry.place })}</p>
      <Notice kind="success">{t("inLine", { place: entry.place, title })}</Notice>
      <h2>{t("nextTitle")}</h2>
      <ul className="wait-list-next">
        <li>{t("nextVoucher", { hours: entry.voucherHours })}</li>
        <li>{t("nextPlace")}</li>
        <li>
          {t("nextLeave")} <a href={linkPage("leave", id)}>{t("leaveButton")}</a>
        </li>
      </ul>
    </>
  );
}

/** Left: back to the old place within the day, or the address is on its way out. */
function LeftPart({
  entry,
  title,
  id,
  press,
}: {
  entry: Extract<WaitListEntryView, { kind: "left" }>;
  title: string;
  id: string;
  press: Press["press"];
}) {
  const t = useMessages(waitListLinkMessages);
  const locale = useLocale();
  return (
    <>
      <h1>{t("leftTitle")}</h1>
      {entry.rejoinUntil ? (
        <StepForm step="rejoin" label={t("rejoinButton")} id={id} press={press}>
          <p>{t("leftUndo", { title, until: formatDateTime(entry.rejoinUntil, locale) })}</p>
        </StepForm>
      ) : (
        <>
          <p>{t("leftFinal")}</p>
          <p>
            <a href="/ticket">{t("joinAgain")}</a>
          </p>
        </>
      )}
    </>
  );
}

/** A step's button: a form posting to the step's call, which the script makes instead. */
function StepForm({
  step,
  label,
  id,
  press,
  children,
}: Press & { step: WaitListStep; label: string; children: React.ReactNode }) {
  return (
    <LinkButtonForm
      action={`/api/${waitListStepPath(step)}`}
      fields={{ id }}
      label={label}
      onPress={() => press(step)}
    >
      {children}
    </LinkButtonForm>
  );
}
