import { useId, useState, type FormEvent } from "react";
import { isValidEmail } from "../../../core/api/fields.ts";
import {
  isValidIban,
  resaleLimits,
  resaleOfferBodySchema,
  resaleRequestBodySchema,
} from "../../../core/api/tickets.ts";
import { postJson } from "../../api/client.ts";
import { useMessages, type Translate } from "../../i18n/messages.ts";
import { Field, SendStatus, type SendState } from "../visitor-form/field.tsx";
import { resaleMessages } from "./resale.messages.ts";
import "./resale.css";

type T = Translate<keyof (typeof resaleMessages)["de"]>;

async function send(path: string, body: unknown, t: T): Promise<SendState> {
  try {
    const response = await postJson(path, body);
    if (response.ok && response.data?.code === 200) return { kind: "sent" };
    return { kind: "failed", msg: response.data?.msg ?? `HTTP ${response.status}` };
  } catch {
    return { kind: "failed", msg: t("networkError") };
  }
}

function SubmitRow({
  valid,
  busy,
  label,
  hint,
}: {
  valid: boolean;
  busy: boolean;
  label: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <div className="visitor-submit">
      <button
        type="submit"
        className="button button-primary"
        disabled={!valid || busy}
        aria-describedby={!valid ? hintId : undefined}
      >
        {label}
      </button>
      {!valid && (
        <p id={hintId} className="visitor-submit-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

function OfferForm({ t }: { t: T }) {
  const titleId = useId();
  const [ticketId, setTicketId] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [iban, setIban] = useState("");
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const body = { ticketId, name, email, iban };
  const valid = resaleOfferBodySchema.safeParse(body).success;
  const busy = state.kind === "sending";
  const touch = (field: string) => () => setTouched((all) => ({ ...all, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    setState({ kind: "sending" });
    const result = await send("/api/tickets/offer/new", body, t);
    setState(result);
    if (result.kind === "sent") setIban("");
  }

  return (
    <section className="resale-card card accent-pink" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("offerTitle")}</h3>
      <p>{t("offerIntro")}</p>
      <form className="resale-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          name="ticketId"
          label={t("ticketId")}
          hint={t("ticketIdHint")}
          value={ticketId}
          onChange={setTicketId}
          maxLength={64}
          disabled={busy}
        />
        <Field
          name="name"
          label={t("name")}
          value={name}
          onChange={setName}
          autoComplete="name"
          maxLength={resaleLimits.name}
          disabled={busy}
        />
        <div onBlur={touch("email")}>
          <Field
            name="email"
            type="email"
            label={t("email")}
            value={email}
            onChange={setEmail}
            autoComplete="email"
            inputMode="email"
            error={touched.email && email.trim() && !isValidEmail(email) ? t("emailInvalid") : null}
            disabled={busy}
          />
        </div>
        <div onBlur={touch("iban")}>
          <Field
            name="iban"
            label={t("iban")}
            hint={t("ibanHint")}
            value={iban}
            onChange={setIban}
            autoComplete="off"
            maxLength={64}
            error={touched.iban && iban.trim() && !isValidIban(iban) ? t("ibanInvalid") : null}
            disabled={busy}
          />
        </div>
        <SubmitRow valid={valid} busy={busy} label={t("offerSubmit")} hint={t("fillAll")} />
        <SendStatus
          state={state}
          sendingText={t("sending")}
          successText={t("offerSent")}
          errorTitle={t("errorTitle")}
        />
      </form>
    </section>
  );
}

function RequestForm({ t }: { t: T }) {
  const titleId = useId();
  const [amount, setAmount] = useState("1");
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const count = amount.trim() === "" ? Number.NaN : Number(amount);
  const body = { amount: count, email };
  const valid = resaleRequestBodySchema.safeParse(body).success;
  const amountValid = resaleRequestBodySchema.shape.amount.safeParse(count).success;
  const busy = state.kind === "sending";
  const touch = (field: string) => () => setTouched((all) => ({ ...all, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    setState({ kind: "sending" });
    setState(await send("/api/tickets/request/new", body, t));
  }

  return (
    <section className="resale-card card accent-blue" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("requestTitle")}</h3>
      <p>{t("requestIntro")}</p>
      <form className="resale-form" onSubmit={(event) => void submit(event)} noValidate>
        <div onBlur={touch("amount")}>
          <Field
            name="amount"
            type="number"
            label={t("amount")}
            value={amount}
            onChange={setAmount}
            min={resaleLimits.minAmount}
            max={resaleLimits.maxAmount}
            inputMode="numeric"
            error={touched.amount && !amountValid ? t("amountInvalid") : null}
            disabled={busy}
          />
        </div>
        <div onBlur={touch("email")}>
          <Field
            name="email"
            type="email"
            label={t("email")}
            value={email}
            onChange={setEmail}
            autoComplete="email"
            inputMode="email"
            error={touched.email && email.trim() && !isValidEmail(email) ? t("emailInvalid") : null}
            disabled={busy}
          />
        </div>
        <SubmitRow valid={valid} busy={busy} label={t("requestSubmit")} hint={t("fillAll")} />
        <SendStatus
          state={state}
          sendingText={t("sending")}
          successText={t("requestSent")}
          errorTitle={t("errorTitle")}
        />
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
