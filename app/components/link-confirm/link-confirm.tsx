import type { ReactNode } from "react";
import type { LinkIdBody } from "../../../core/api/fields.ts";
import type { LinkOutcome } from "../../../core/api/link-outcome.ts";
import type { ApiResult, CallFault, Envelope } from "../../api/call.ts";
import { linkReasonOf, type LinkReason } from "../../api/link-reasons.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import type { Translate } from "../../i18n/messages.ts";
import { Notice, Progress } from "../status/status.tsx";
import { LinkProblem, type NextStep } from "./link-problem.tsx";

export type LinkCallState<T = Envelope> =
  | { kind: "ask" }
  | { kind: "processing" }
  /** `data`: the call's answer; null when a plain form post's redirect said it was done. */
  | { kind: "success"; data: T | null }
  /** `reason`: why the call failed, null while only the link itself is known to be bad. */
  | { kind: "error"; msg: string | null; reason: LinkReason | CallFault | null };

/**
 * The call behind the button of a mailed link's page (confirm, unsubscribe, leave) for the page's
 * `?id=` (`id`, null where it is missing). Opening the page calls nothing (mail programs open
 * links); the button does. Before the page's script runs the button is a plain form post, whose
 * redirect back brings its `outcome`. Spec: a missing id shows its error at once, yet pressing
 * the button still calls (the server then names the problem too).
 */
export function useLinkCall<T extends Envelope>(
  call: (body: Partial<LinkIdBody>) => Promise<ApiResult<T, unknown, LinkReason>>,
  { id, outcome }: { id: string | null; outcome: LinkOutcome | null },
) {
  const body = id === null ? {} : { id };
  const { state, run } = useApiCall(call);
  const shown: LinkCallState<T> =
    state.kind === "success"
      ? { kind: "success", data: state.data }
      : state.kind === "error"
        ? { kind: "error", msg: state.msg, reason: state.reason }
        : state.kind === "pending"
          ? { kind: "processing" }
          : outcome === "done"
            ? { kind: "success", data: null }
            : outcome !== null
              ? { kind: "error", msg: null, reason: linkReasonOf(outcome) }
              : id === null
                ? { kind: "error", msg: null, reason: null }
                : { kind: "ask" };
  return { state: shown, run: () => run(body), idMissing: id === null };
}

export interface LinkTexts {
  askTitle: string;
  button: string;
  processingTitle: string;
  processing: string;
  successTitle: string;
  success: string;
  errorTitle: string;
  missingId: string;
}

type FlowKey<F extends string> =
  | `${F}AskTitle`
  | `${F}Button`
  | `${F}ProcessingTitle`
  | `${F}Processing`
  | `${F}SuccessTitle`
  | `${F}Success`
  | "missingId";

/**
 * A link page's texts from its catalog, where each flow names its keys alike
 * (`confirmAskTitle`, `confirmProcessing`, …); `errorTitle` is the key of the error heading.
 */
export function linkTexts<F extends string, E extends string>(
  t: Translate<NoInfer<FlowKey<F> | E>>,
  flow: F,
  errorTitle: E,
): LinkTexts {
  return {
    askTitle: t(`${flow}AskTitle`),
    button: t(`${flow}Button`),
    processingTitle: t(`${flow}ProcessingTitle`),
    processing: t(`${flow}Processing`),
    successTitle: t(`${flow}SuccessTitle`),
    success: t(`${flow}Success`),
    errorTitle: t(errorTitle),
    missingId: t("missingId"),
  };
}

/**
 * The button of a mailed link's page: a form that posts the link's `fields` (its id) to `action`
 * (`/api/…`), so it works before and without the page's script; with it, `onPress` makes the
 * call instead.
 */
export function LinkButtonForm({
  action,
  fields,
  label,
  onPress,
  children,
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  onPress: () => void;
  /** What the press means, above the button. */
  children?: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      className="link-confirm-ask"
      onSubmit={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      {children}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button-primary">
        {label}
      </button>
    </form>
  );
}

/**
 * The status view of a link page: first what the button does and the button (also under the
 * error of a link without an id: pressing it still asks the server), then one heading per state;
 * with errors the server's message, what it means and the next steps (`steps`: how this flow gets
 * a new link; `onRetry`: calls again). `action` is where the button's form posts.
 */
export function LinkConfirmView<T>({
  state,
  texts,
  ask,
  idMissing,
  id,
  action,
  onPress,
  steps,
  children,
}: {
  state: LinkCallState<T>;
  texts: LinkTexts;
  /** What pressing the button does, above it. */
  ask: string;
  idMissing: boolean;
  id: string | null;
  action: string;
  onPress: () => void;
  steps: readonly NextStep[];
  /** What follows a success, e.g. what happens next. */
  children?: ReactNode;
}) {
  const asking = state.kind === "ask" || (idMissing && state.kind === "error");
  return (
    <div className={`link-confirm link-confirm-${state.kind}`} data-state={state.kind}>
      {state.kind === "ask" && <h1>{texts.askTitle}</h1>}
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
          {/* A plain form post's outcome brings no message: the problem below says it. */}
          {(idMissing || state.msg) && (
            <Notice kind="error">
              {idMissing && <p>{texts.missingId}</p>}
              {state.msg && <p className="visitor-status-detail">{state.msg}</p>}
            </Notice>
          )}
          <LinkProblem reason={state.reason} steps={steps} onRetry={onPress} />
        </>
      )}
      {asking && (
        <LinkButtonForm
          action={action}
          fields={id === null ? {} : { id }}
          label={texts.button}
          onPress={onPress}
        >
          <p>{ask}</p>
        </LinkButtonForm>
      )}
      {children}
    </div>
  );
}
