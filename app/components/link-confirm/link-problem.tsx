import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { linkProblemMessages } from "./link-problem.messages.ts";
import "./link-problem.css";

/**
 * Why a link from a mail failed, from the API's answer: `null` when the page found no usable id
 * in the link itself; 400 a malformed id; 404 unknown; 410 expired or used up; 429 too many
 * tries; anything else (0: no answer) is our side's trouble, where trying again may help.
 */
export type LinkProblemKind = "broken" | "unknown" | "gone" | "busy" | "unavailable";

export function linkProblemKind(status: number | null): LinkProblemKind {
  switch (status) {
    case null:
    case 400:
      return "broken";
    case 404:
      return "unknown";
    case 410:
      return "gone";
    case 429:
      return "busy";
    default:
      return "unavailable";
  }
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
  status,
  steps,
  onRetry,
  contactLabel,
}: {
  status: number | null;
  steps: readonly NextStep[];
  onRetry?: () => void;
  /** The last resort's wording where the flow's next step is to ask us (the hotel's card link). */
  contactLabel?: string;
}) {
  const t = useMessages(linkProblemMessages);
  const kind = linkProblemKind(status);
  const retry = linkRetryHelps(kind);
  return (
    <section className="link-problem" aria-labelledby="link-problem-title" data-problem={kind}>
      <p>{t(kind)}</p>
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
              <Link to={step.to}>{step.label}</Link>
            </li>
          ))}
        <li>
          <Link to="/contact">{contactLabel ?? t("contact")}</Link>
        </li>
      </ul>
    </section>
  );
}
