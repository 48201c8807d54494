import { useId, useState, type ReactNode } from "react";
import { resaleLimits } from "../../../core/api/limits.ts";
import { offerTicket, requestTickets } from "../../api/resale.ts";
import type { ApiResult } from "../../api/call.ts";
import { useApiCall, type CallState } from "../../hooks/use-api-call.ts";
import { useLazyModule } from "../../hooks/use-lazy-module.ts";
import { useMessages, type Translate } from "../../i18n/messages.ts";
import { EmailField } from "../../components/form/email-field.tsx";
import { Field, NameField, SendStatus } from "../../components/form/field.tsx";
import { SentNote, useFocusOnReturn } from "../../components/form/sent-note.tsx";
import { SubmitRow, submitWhenValid } from "../../components/form/submit-row.tsx";
import { resaleMessages } from "./resale.messages.ts";

type T = Translate<keyof (typeof resaleMessages)["de"]>;

/** The forms' schemas (with the IBAN check) load after the page. */
const loadSchemas = () => import("../../../core/api/resale.ts");

/** The two cards' accent colours. */
const accents = { offer: "accent-pink", request: "accent-blue" } as const;

/** What a sent form shows again: each field's label and the value as sent (or masked). */
type Summary = { label: string; value: string }[];

/**
 * A resale form's call: its state, the schemas once loaded, and after a success the summary of
 * what was sent (the form is cleared then).
 */
function useResaleSend<Body>(call: (body: Body) => Promise<ApiResult<unknown>>) {
  const { state, pending, run, reset } = useApiCall(call);
  const schemas = useLazyModule(loadSchemas);
  const [summary, setSummary] = useState<Summary>([]);
  async function send(body: Body, sent: Summary, clear: () => void): Promise<void> {
    if (!(await run(body))?.ok) return;
    setSummary(sent);
    clear();
  }
  return { state, sending: pending, schemas, summary, send, reset };
}

/**
 * One resale form as a card: title and intro, the fields, then submit and sending status; once
 * sent, the success with a summary of what was sent instead of the (cleared) form. Its texts are
 * the catalog's `offer…` or `request…` keys.
 */
function ResaleCard({
  t,
  kind,
  state,
  valid,
  send,
  summary,
  onAgain,
  children,
}: {
  t: T;
  kind: "offer" | "request";
  state: CallState<unknown>;
  valid: boolean;
  send: () => unknown;
  summary: Summary;
  onAgain(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const sent = state.kind === "success";
  const formRef = useFocusOnReturn(!sent);
  return (
    <section className={`resale-card card ${accents[kind]}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{t(`${kind}Title`)}</h3>
      <p>{t(`${kind}Intro`)}</p>
      {sent ? (
        <SentNote summary={summary} againLabel={t(`${kind}Again`)} onAgain={onAgain}>
          {t(`${kind}Sent`)}
        </SentNote>
      ) : (
        <form
          ref={formRef}
          className="resale-form"
          onSubmit={submitWhenValid(valid, send)}
          noValidate
        >
          {children}
          <SubmitRow
            valid={valid}
            busy={state.kind === "pending"}
            label={t(`${kind}Submit`)}
            hint={t("fillAll")}
          />
          <SendStatus state={state} sendingText={t("sending")} />
        </form>
      )}
    </section>
  );
}

function OfferForm({ t }: { t: T }) {
  const [ticketId, setTicketId] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [iban, setIban] = useState("");
  const { state, sending, schemas, summary, send, reset } = useResaleSend(offerTicket);
  const body = { ticketId, name, email, iban };

  return (
    <ResaleCard
      t={t}
      kind="offer"
      state={state}
      valid={schemas?.resaleOfferBodySchema.safeParse(body).success ?? false}
      send={() =>
        send(
          body,
          // The summary names the IBAN by its last digits only.
          [
            { label: t("ticketId"), value: ticketId },
            { label: t("name"), value: name },
            { label: t("email"), value: email },
            {
              label: t("iban"),
              value: t("ibanEnding", { last: iban.replace(/\s+/g, "").slice(-4) }),
            },
          ],
          () => {
            for (const clear of [setTicketId, setName, setEmail, setIban]) clear("");
          },
        )
      }
      summary={summary}
      onAgain={reset}
    >
      <Field
        name="ticketId"
        label={t("ticketId")}
        hint={t("ticketIdHint")}
        value={ticketId}
        onChange={setTicketId}
        maxLength={64}
        disabled={sending}
      />
      <NameField
        label={t("name")}
        value={name}
        onChange={setName}
        maxLength={resaleLimits.name}
        disabled={sending}
      />
      <EmailField
        label={t("email")}
        value={email}
        onChange={setEmail}
        invalidText={t("emailInvalid")}
        disabled={sending}
      />
      <Field
        name="iban"
        label={t("iban")}
        hint={t("ibanHint")}
        value={iban}
        onChange={setIban}
        autoComplete="off"
        maxLength={64}
        invalid={iban.trim() !== "" && schemas !== null && !schemas.isValidIban(iban)}
        invalidText={t("ibanInvalid")}
        disabled={sending}
      />
    </ResaleCard>
  );
}

function RequestForm({ t }: { t: T }) {
  const [amount, setAmount] = useState("1");
  const [email, setEmail] = useState("");
  const { state, sending, schemas, summary, send, reset } = useResaleSend(requestTickets);
  const count = amount.trim() === "" ? Number.NaN : Number(amount);
  const body = { amount: count, email };

  return (
    <ResaleCard
      t={t}
      kind="request"
      state={state}
      valid={schemas?.resaleRequestBodySchema.safeParse(body).success ?? false}
      send={() =>
        send(
          body,
          [
            { label: t("amount"), value: String(count) },
            { label: t("email"), value: email },
          ],
          () => {
            setAmount("1");
            setEmail("");
          },
        )
      }
      summary={summary}
      onAgain={reset}
    >
      <Field
        name="amount"
        type="number"
        label={t("amount")}
        value={amount}
        onChange={setAmount}
        min={resaleLimits.minAmount}
        max={resaleLimits.maxAmount}
        inputMode="numeric"
        invalid={
          schemas !== null && !schemas.resaleRequestBodySchema.shape.amount.safeParse(count).success
        }
        invalidText={t("amountInvalid")}
        disabled={sending}
      />
      <EmailField
        label={t("email")}
        value={email}
        onChange={setEmail}
        invalidText={t("emailInvalid")}
        disabled={sending}
      />
    </ResaleCard>
  );
}

/** The ticket page's resale section: offer a ticket, or ask for tickets. */
export function ResaleForms() {
  const t = useMessages(resaleMessages);
  return (
    <section className="resale" aria-labelledby="resale-title">
      <h2 id="resale-title">{t("title")}</h2>
      <p>{t("intro")}</p>
      <div className="resale-grid">
        <OfferForm t={t} />
        <RequestForm t={t} />
      </div>
    </section>
  );
}
