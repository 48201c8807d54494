import { isLinkReason, type LinkReason } from "../../api/link-reasons.ts";
import { useMessages } from "../../i18n/messages.ts";
import { linkProblemMessages } from "./link-problem.messages.ts";

/**
 * Why a link from a mail failed, from its call's reason (app/api/link-reasons.ts): `null` when
 * the page found no usable id in the link itself; `refused` when the server refused the code the
 * link carries (a wrong or locked PIN: its message already says why, so nothing is added); any
 * other reason (no answer, a bad answer) is our side's trouble, where trying again may help.
 */
export type LinkProblemKind = LinkReason | "refused" | "unavailable";

const refusedCodes: readonly string[] = ["wrongPin", "locked"];

export function linkProblemKind(reason: string | null): LinkProblemKind {
  if (reason === null) return "broken";
  if (refusedCodes.includes(reason)) return "refused";
  return isLinkReason(reason) ? reason : "unavailable";
}

/** Whether opening the same link again can succeed (the link itself is fine). */
export function linkRetryHelps(kind: LinkProblemKind): boolean {
  return kind === "busy" || kind === "unavailable";
}

/** A way on from a dead link, e.g. the form that sends a new one. */
export interface NextStep {
  to: string;
  label: string;
}

/**
 * Under the error of a link page: what happened in plain words and what to do next. A dead
 * link (broken, unknown, gone) offers the flow's own ways to get a new one; a passing problem
 * offers to try again. The contact form is always the last resort.
 */
export function LinkProblem({
  reason,
  steps,
  onRetry,
  contactLabel,
}: {
  /** The failed call's reason; null: the link itself holds no usable id. */
  reason: string | null;
  steps: readonly NextStep[];
  onRetry?: () => void;
  /** The last resort's wording where the flow's next step is to ask us (the hotel's card link). */
  contactLabel?: string;
}) {
  const t = useMessages(linkProblemMessages);
  const kind = linkProblemKind(reason);
  const retry = linkRetryHelps(kind);
  return (
    <section className="link-problem" aria-labelledby="link-problem-title" data-problem={kind}>
      {kind !== "refused" && <p>{t(kind)}</p>}
      <h2 id="link-problem-title">{t("nextTitle")}</h2>
      <ul className="link-problem-steps">
        {retry && onRetry && (
          <li>
            <button type="button" className="button button-primary" onClick={onRetry}>
              {t("retry")}
            </button>
          </li>
        )}
        {!retry &&
          steps.map((step) => (
            <li key={step.to}>
              <a href={step.to}>{step.label}</a>
            </li>
          ))}
        <li>
          <a href="/contact">{contactLabel ?? t("contact")}</a>
        </li>
      </ul>
    </section>
  );
}
