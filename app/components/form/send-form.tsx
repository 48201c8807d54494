import { useEffect, type ReactNode } from "react";
import type { ApiResult } from "../../api/call.ts";
import { useApiCall, type CallState } from "../../hooks/use-api-call.ts";
import type { Translate } from "../../i18n/messages.ts";
import { ErrorSummary, FormErrorsProvider, useFormErrors } from "./error-summary.tsx";
import { SendStatus } from "./field.tsx";
import { SentNote, useFocusOnReturn } from "./sent-note.tsx";
import { SubmitRow, submitWhenValid } from "./submit-row.tsx";

/** A SendForm's texts: its button, while sending, and once sent. */
export type SendFormTexts = Record<"submit" | "sending" | "sent" | "again", string>;

/** The texts of a form whose catalogue names them by SendFormTexts' keys. */
export function sendTexts(t: Translate<keyof SendFormTexts>): SendFormTexts {
  return {
    submit: t("submit"),
    sending: t("sending"),
    sent: t("sent"),
    again: t("again"),
  };
}

/**
 * A form's call for SendForm: `form` sends `body` when it is valid and, once that succeeded,
 * calls `onSent` (which clears what is not kept for another); `pending` while sending.
 */
export function useSendForm<Body>(
  call: (body: Body) => Promise<ApiResult<unknown, unknown, string>>,
  body: Body,
  valid: boolean,
  onSent: () => void,
) {
  const { state, pending, run, reset } = useApiCall(call);
  async function send(): Promise<void> {
    if ((await run(body))?.ok) onSent();
  }
  return { pending, form: { state, valid, send, onAgain: reset } };
}

/**
 * A visitor form that gives way to its SentNote once its call succeeded: the fields, then the
 * submit row and the sending status. "Send another" brings the form back with the focus on its
 * first field.
 */
export function SendForm({
  state,
  valid,
  send,
  onAgain,
  texts,
  summary,
  className,
  action,
  children,
}: {
  state: CallState<unknown, unknown, string>;
  valid: boolean;
  send: () => unknown;
  onAgain(): void;
  texts: SendFormTexts;
  /** What was sent, shown with the success. */
  summary?: { label: string; value: string }[];
  className: string;
  /**
   * Where the form posts before (or without) the page's scripts: a server route that answers a
   * plain form post with a redirect back. Once the scripts run, the form sends through the API.
   */
  action?: string;
  children: ReactNode;
}) {
  const sent = state.kind === "success";
  const formRef = useFocusOnReturn(!sent);
  const errors = useFormErrors();
  const { reset } = errors;
  // Another card starts with quiet fields again.
  useEffect(() => {
    if (sent) reset();
  }, [sent, reset]);
  return sent ? (
    <SentNote summary={summary} againLabel={texts.again} onAgain={onAgain}>
      {texts.sent}
    </SentNote>
  ) : (
    <FormErrorsProvider value={errors.value}>
      <form
        ref={formRef}
        className={className}
        method={action ? "post" : undefined}
        action={action}
        onSubmit={submitWhenValid(valid, send, errors.refuse)}
        noValidate
      >
        <ErrorSummary />
        {children}
        <SubmitRow busy={state.kind === "pending"} label={texts.submit} posts={Boolean(action)} />
        <SendStatus state={state} sendingText={texts.sending} />
      </form>
    </FormErrorsProvider>
  );
}
