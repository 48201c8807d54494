import { useId, useState, type ReactNode } from "react";
import { resaleLimits } from "../../../core/api/limits.ts";
import { ticketAnchors } from "../../../core/site-links.ts";
import {
  isValidIban,
  orderCodeSchema,
  positionNumberSchema,
  resaleOfferBodySchema,
  resaleRequestBodySchema,
} from "../../../core/api/resale.ts";
import { formatPrice } from "../../../core/format.ts";
import type { ResalePackage } from "../../../core/resale-packages.ts";
import { offerTicket, requestTickets } from "./resale-api.ts";
import type { ApiResult } from "../../api/call.ts";
import { useLocale, useMessages, type Translate } from "../../i18n/messages.ts";
import { CheckboxField } from "../../components/form/checkbox-field.tsx";
import { SelectField } from "../../components/form/select-field.tsx";
import { EmailField } from "../../components/form/email-field.tsx";
import { Field, type FieldProps } from "../../components/form/field.tsx";
import { SendForm, sendTexts, useSendForm } from "../../components/form/send-form.tsx";
import { SenderFields, useSender } from "../../components/form/sender-fields.tsx";
import { resaleMessages } from "./resale.messages.ts";

type T = Translate<keyof (typeof resaleMessages)["de"]>;

/** The two cards' accent colours. */
const accents = { offer: "accent-pink", request: "accent-blue" } as const;

/** What a sent form shows again: each field's label and the value as sent (or masked). */
type Summary = { label: string; value: string }[];

/**
 * A resale form's call, checked by its body's schema (the forms' schemas, with the IBAN check,
 * come with this section, which loads after the page). After a success the card shows `rows`
 * (the summary of what was sent) and the form is cleared. Gives the card's props.
 */
function useResaleSend<Body>(
  call: (body: Body) => Promise<ApiResult<unknown, unknown, string>>,
  body: Body,
  schema: { safeParse(value: unknown): { success: boolean } },
  rows: Summary,
  clear: () => void,
) {
  const [summary, setSummary] = useState<Summary>([]);
  const valid = schema.safeParse(body).success;
  const { pending, form } = useSendForm(call, body, valid, () => {
    setSummary(rows);
    clear();
  });
  return { sending: pending, card: { ...form, summary } };
}

/** For the card's own keys: `submit` becomes the `Submit` of `offerSubmit`. */
const capitalize = <S extends string>(text: S) =>
  (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<S>;

/**
 * One resale form as a card: title and intro, the fields, then submit and sending status; once
 * sent, the success with a summary of what was sent instead of the (cleared) form. Its texts are
 * the catalog's `offer…` or `request…` keys; the sending text is shared.
 */
function ResaleCard({
  t,
  kind,
  children,
  ...card
}: {
  t: T;
  kind: "offer" | "request";
  children: ReactNode;
} & ReturnType<typeof useResaleSend>["card"]) {
  const titleId = useId();
  const texts = sendTexts((key) =>
    key === "sending" ? t(key) : t(`${kind}${capitalize(key)}` as const),
  );
  return (
    <section
      // The sold-out notice and tiles lead to the request form: the exchange's wait list.
      id={kind === "request" ? ticketAnchors.exchangeRequest : undefined}
      className={`resale-card card ${accents[kind]}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>{t(`${kind}Title`)}</h3>
      <p>{t(`${kind}Intro`)}</p>
      <SendForm {...card} texts={texts} className="resale-form">
        {children}
      </SendForm>
    </section>
  );
}

type OfferFieldProps = Omit<
  FieldProps,
  "name" | "label" | "hint" | "maxLength" | "invalidText" | "missingText"
> & {
  t: T;
  name: "orderCode" | "positionNumber" | "iban";
};

/**
 * An offer's field (order code, position, IBAN): label, hint and what is missing or wrong from
 * the catalogue, the length the schema allows.
 */
function OfferField({ t, name, ...field }: OfferFieldProps) {
  return (
    <Field
      {...field}
      name={name}
      label={t(name)}
      hint={t(`${name}Hint`)}
      invalidText={t(`${name}Invalid`)}
      missingText={t(`${name}Missing`)}
      maxLength={resaleLimits[name]}
    />
  );
}

/** The one package when the city resells only one, else none chosen yet. */
const firstChoice = (packages: readonly ResalePackage[]) =>
  packages.length === 1 ? packages[0]!.id : "";

/**
 * The package of an offer or request, a choice only where the city resells several: its id, its
 * field (given whether the form is sending), its line in the summary of what was sent, and
 * starting anew after a send.
 */
function usePackageChoice(t: T, packages: readonly ResalePackage[]) {
  const locale = useLocale();
  const [packageId, setPackageId] = useState(firstChoice(packages));
  const titleOf = (id: string) => packages.find((pkg) => pkg.id === id)?.title[locale] ?? "";
  const withPrice = (pkg: ResalePackage) =>
    `${titleOf(pkg.id)} (${formatPrice(pkg.price, locale)})`;
  const optionTexts = new Map(packages.map((pkg) => [pkg.id, withPrice(pkg)]));
  return {
    packageId,
    summary: { label: t("package"), value: titleOf(packageId) },
    reset: () => setPackageId(firstChoice(packages)),
    field: (disabled: boolean) => (
      <SelectField
        name="packageId"
        label={t("package")}
        value={packageId}
        options={packages.map((pkg) => pkg.id)}
        optionText={(id) => optionTexts.get(id) ?? id}
        onChange={setPackageId}
        placeholder={packages.length > 1 ? t("packageChoose") : undefined}
        missingText={t("packageMissing")}
        required
        disabled={disabled}
      />
    ),
  };
}

/** Where the order code stands: the subject of the shop's order mail, as a small picture. */
function OrderCodePicture({ t }: { t: T }) {
  const locale = useLocale();
  return (
    <figure className="resale-order-code">
      {/* Lazy: React's server render would put an image preload link before the island's first
          element, and hydration then moves the form to drop it, taking the focus of a visitor
          typing while the scripts arrive. */}
      <img
        src={`/resale/order-code-${locale}.svg`}
        width={320}
        height={150}
        alt={t("orderCodePicture")}
        loading="lazy"
      />
      <figcaption>{t("orderCodePictureCaption")}</figcaption>
    </figure>
  );
}

function OfferForm({ t, packages }: { t: T; packages: readonly ResalePackage[] }) {
  const choice = usePackageChoice(t, packages);
  const { packageId } = choice;
  const [orderCode, setOrderCode] = useState("");
  const [several, setSeveral] = useState(false);
  const [position, setPosition] = useState("");
  const sender = useSender();
  const [iban, setIban] = useState("");
  const { name, email } = sender;
  const positionNumber = several && position.trim() !== "" ? Number(position) : undefined;
  const code = orderCode.trim().toUpperCase();
  const { sending, card } = useResaleSend(
    offerTicket,
    { packageId, orderCode, positionNumber, name, email, iban },
    // With several tickets of the package in the order, the position is needed.
    {
      safeParse: (body: unknown) => ({
        success:
          resaleOfferBodySchema.safeParse(body).success &&
          (!several || positionNumber !== undefined),
      }),
    },
    // The summary names the IBAN by its last digits only.
    [
      choice.summary,
      { label: t("orderCode"), value: positionNumber ? `${code}-${positionNumber}` : code },
      { label: t("name"), value: name },
      { label: t("email"), value: email },
      { label: t("iban"), value: t("ibanEnding", { last: iban.replace(/\s+/g, "").slice(-4) }) },
    ],
    () => {
      for (const clear of [setOrderCode, setPosition, sender.setName, sender.setEmail, setIban]) {
        clear("");
      }
      choice.reset();
      setSeveral(false);
    },
  );

  return (
    <ResaleCard t={t} kind="offer" {...card}>
      {choice.field(sending)}
      <OfferField
        t={t}
        name="orderCode"
        value={orderCode}
        onChange={setOrderCode}
        autoComplete="off"
        invalid={orderCode.trim() !== "" && !orderCodeSchema.safeParse(orderCode).success}
        disabled={sending}
      />
      <OrderCodePicture t={t} />
      <CheckboxField
        name="severalTickets"
        label={t("severalTickets")}
        checked={several}
        onChange={setSeveral}
        disabled={sending}
      />
      {several && (
        <OfferField
          t={t}
          name="positionNumber"
          value={position}
          onChange={setPosition}
          inputMode="numeric"
          autoComplete="off"
          invalid={
            positionNumber !== undefined && !positionNumberSchema.safeParse(positionNumber).success
          }
          disabled={sending}
        />
      )}
      <SenderFields sender={sender} t={t} nameMaxLength={resaleLimits.name} disabled={sending} />
      <OfferField
        t={t}
        name="iban"
        value={iban}
        onChange={setIban}
        autoComplete="off"
        invalid={iban.trim() !== "" && !isValidIban(iban)}
        disabled={sending}
      />
    </ResaleCard>
  );
}

function RequestForm({ t, packages }: { t: T; packages: readonly ResalePackage[] }) {
  const choice = usePackageChoice(t, packages);
  const { packageId } = choice;
  const [amount, setAmount] = useState("1");
  const [email, setEmail] = useState("");
  const count = amount.trim() === "" ? Number.NaN : Number(amount);
  const { sending, card } = useResaleSend(
    requestTickets,
    { packageId, amount: count, email },
    resaleRequestBodySchema,
    [
      choice.summary,
      { label: t("amount"), value: String(count) },
      { label: t("email"), value: email },
    ],
    () => {
      choice.reset();
      setAmount("1");
      setEmail("");
    },
  );

  return (
    <ResaleCard t={t} kind="request" {...card}>
      {choice.field(sending)}
      <Field
        name="amount"
        type="number"
        label={t("amount")}
        value={amount}
        onChange={setAmount}
        min={resaleLimits.minAmount}
        max={resaleLimits.maxAmount}
        inputMode="numeric"
        invalid={!resaleRequestBodySchema.shape.amount.safeParse(count).success}
        invalidText={t("amountInvalid")}
        disabled={sending}
      />
      <EmailField t={t} value={email} onChange={setEmail} disabled={sending} />
    </ResaleCard>
  );
}

/**
 * The ticket page's resale section: offer a ticket, or ask for tickets, each of one of the city's
 * resale packages (core/resale-packages.ts).
 */
export function ResaleForms({ packages }: { packages: ResalePackage[] }) {
  const t = useMessages(resaleMessages);
  return (
    <section className="resale" aria-labelledby="resale-title">
      <h2 id="resale-title">{t("title")}</h2>
      <p>{t("intro")}</p>
      <div className="resale-grid">
        <OfferForm t={t} packages={packages} />
        <RequestForm t={t} packages={packages} />
      </div>
    </section>
  );
}
