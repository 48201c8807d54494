import { useId, useState } from "react";
import {
  isValidIban,
  resaleLimits,
  resaleOfferBodySchema,
  resaleRequestBodySchema,
} from "../../../core/api/tickets.ts";
import { useSubmission } from "../../hooks/use-submission.ts";
import { useMessages, type Translate } from "../../i18n/messages.ts";
import { EmailField, Field, SendStatus } from "../visitor-form/field.tsx";
import { SubmitRow } from "../visitor-form/submit-row.tsx";
import { resaleMessages } from "./resale.messages.ts";
import "./resale.css";

type T = Translate<keyof (typeof resaleMessages)["de"]>;

function OfferForm({ t }: { t: T }) {
  const titleId = useId();
  const [ticketId, setTicketId] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [iban, setIban] = useState("");
  const { state, sending, submit } = useSubmission();
  const body = { ticketId, name, email, iban };
  const valid = resaleOfferBodySchema.safeParse(body).success;

  return (
    <section className="resale-card card accent-pink" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("offerTitle")}</h3>
      <p>{t("offerIntro")}</p>
      <form
        className="resale-form"
        onSubmit={(event) =>
          submit(event, {
            valid,
            path: "/api/tickets/offer/new",
            body,
            // The IBAN is not kept in the page once the offer is on its way.
            onSent: () => setIban(""),
          })
        }
        noValidate
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
        <Field
          name="name"
          label={t("name")}
          value={name}
          onChange={setName}
          autoComplete="name"
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
          invalid={iban.trim() !== "" && !isValidIban(iban)}
          invalidText={t("ibanInvalid")}
          disabled={sending}
        />
        <SubmitRow valid={valid} busy={sending} label={t("offerSubmit")} hint={t("fillAll")} />
        <SendStatus state={state} sendingText={t("sending")} successText={t("offerSent")} />
      </form>
    </section>
  );
}

function RequestForm({ t }: { t: T }) {
  const titleId = useId();
  const [amount, setAmount] = useState("1");
  const [email, setEmail] = useState("");
  const { state, sending, submit } = useSubmission();
  const count = amount.trim() === "" ? Number.NaN : Number(amount);
  const body = { amount: count, email };
  const valid = resaleRequestBodySchema.safeParse(body).success;
  const amountValid = resaleRequestBodySchema.shape.amount.safeParse(count).success;

  return (
    <section className="resale-card card accent-blue" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("requestTitle")}</h3>
      <p>{t("requestIntro")}</p>
      <form
        className="resale-form"
        onSubmit={(event) => submit(event, { valid, path: "/api/tickets/request/new", body })}
        noValidate
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
          invalid={!amountValid}
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
        <SubmitRow valid={valid} busy={sending} label={t("requestSubmit")} hint={t("fillAll")} />
        <SendStatus state={state} sendingText={t("sending")} successText={t("requestSent")} />
      </form>
    </section>
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
