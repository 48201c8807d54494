import type { ReactNode } from "react";
import type { LinkIdBody } from "../../../core/api/fields.ts";
import type { ApiResult, CallFault, Envelope } from "../../api/call.ts";
import type { LinkReason } from "../../api/link-reasons.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import type { Translate } from "../../i18n/messages.ts";
import { Notice, Progress } from "../status/status.tsx";
import { LinkProblem, type NextStep } from "./link-problem.tsx";

export type LinkCallState =
  | { kind: "ask" }
  | { kind: "processing" }
  | { kind: "success"; msg: string }
  /** `reason`: why the call failed, null while only the link itself is known to be bad. */
  | { kind: "error"; msg: string | null; reason: LinkReason | CallFault | null };

/**
 * The call behind a link from a mail (confirm, unsubscribe) for the page's `?id=` (`id`, null
 * where it is missing), made as the page opens (`auto`) or by `run`. Spec: a missing id shows its
 * error at once, yet the call is still made (the server then names the problem too).
 */
export function useLinkCall(
  call: (body: Partial<LinkIdBody>) => Promise<ApiResult<Envelope, unknown, LinkReason>>,
  { auto, id }: { auto: boolean; id: string | null },
) {
  const body = id === null ? {} : { id };
  const { state, run } = useApiCall(call, auto ? { start: [body] } : {});
  const shown: LinkCallState =
    state.kind === "success"
      ? { kind: "success", msg: state.data.msg }
      : state.kind === "error"
        ? { kind: "error", msg: state.msg, reason: state.reason }
        : id === null
          ? { kind: "error", msg: null, reason: null }
          : state.kind === "pending"
            ? { kind: "processing" }
            : { kind: "ask" };
  return { state: shown, run: () => run(body), idMissing: id === null };
}

export interface LinkTexts {
  processingTitle: string;
  processing: string;
  successTitle: string;
  success: string;
  errorTitle: string;
  missingId: string;
}

type FlowKey<F extends string> =
  `${F}ProcessingTitle` | `${F}Processing` | `${F}SuccessTitle` | `${F}Success` | "missingId";

/**
 * A link page's texts from its catalog, where each flow names its keys alike
 * (`confirmProcessingTitle`, `confirmProcessing`, …); `errorTitle` is the key of the error heading.
 */
export function linkTexts<F extends string, E extends string>(
  t: Translate<NoInfer<FlowKey<F> | E>>,
  flow: F,
  errorTitle: E,
): LinkTexts {
  return {
    processingTitle: t(`${flow}ProcessingTitle`),
    processing: t(`${flow}Processing`),
    successTitle: t(`${flow}SuccessTitle`),
    success: t(`${flow}Success`),
    errorTitle: t(errorTitle),
    missingId: t("missingId"),
  };
}

/**
 * The status view of a link page: one heading per state; with errors the server's message, what
 * it means and the next steps (`steps`: how this flow gets a new link; `onRetry`: calls again).
 */
export function LinkConfirmView({
  state,
  texts,
  idMissing,
  steps,
  onRetry,
  children,
}: {
  state: LinkCallState;
  texts: LinkTexts;
  idMissing: boolean;
  steps: readonly NextStep[];
  onRetry?: () => void;
  /** The "ask" step, e.g. the button that confirms leaving the newsletter. */
  children?: ReactNode;
}) {
  return (
    <div className={`link-confirm link-confirm-${state.kind}`} data-state={state.kind}>
      {state.kind === "processing" && (
        <>
          <h1>{texts.processingTitle}</h1>
          <Progress>{texts.processing}</Progress>
        </>
      )}
      {state.kind === "success" && (
        <>
          <h1>{texts.successTitle}</h1>
          <Notice kind="success">{texts.success}</Notice>
        </>
      )}
      {state.kind === "error" && (
        <>
          <h1>{texts.errorTitle}</h1>
          <Notice kind="error">
            {idMissing && <p>{texts.missingId}</p>}
            {state.msg && <p className="visitor-status-detail">{state.msg}</p>}
          </Notice>
          <LinkProblem reason={state.reason} steps={steps} onRetry={onRetry} />
        </>
      )}
      {children}
    </div>
  );
}
