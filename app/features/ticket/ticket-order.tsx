import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../../core/format.ts";
import { wallClockAt } from "../../../core/time.ts";
import { orderAvailability } from "./ticket-availability.ts";
import "../../components/link-confirm/link-confirm.css";
import { PageTitle } from "../../components/page-title.tsx";
import { ticketOrderMessages } from "./ticket-order.messages.ts";
import "./ticket-order.css";
import "../../components/visitor-form/visitor-form.css";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { siteContext } from "../../site-context.ts";
import type { Route } from "./+types/ticket-order";

type OrderState =
  | { kind: "connecting" }
  | { kind: "error"; code: number | null; msg: string | null; saleStart: string | null };

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // The sale start is shown in the city's zone, not the device's.
  return { timeZone: site.content[site.hubId].hub.timeZone };
}

/** /ticket/order/:ticketShopId: 'Verbinde zum Shop...', then off to the shop, or the error view. */
export default function TicketOrder({ loaderData }: Route.ComponentProps) {
  const t = useMessages(ticketOrderMessages);
  const locale = useLocale();
  const { ticketShopId = "" } = useParams();
  const [state, setState] = useState<OrderState>({ kind: "connecting" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void orderAvailability(ticketShopId).then((result) => {
      if (result.ok) {
        window.location.assign(result.ticketUrl);
        return;
      }
      const { code, msg, ticketSaleStart } = result;
      setState({ kind: "error", code, msg, saleStart: ticketSaleStart });
    });
  }, [ticketShopId]);

  const saleStart =
    state.kind === "error" && state.saleStart
      ? formatDateTime(wallClockAt(new Date(state.saleStart), loaderData.timeZone), locale)
      : null;

  return (
    <article className="ticket-order" data-state={state.kind}>
      <PageTitle>{t("pageTitle")}</PageTitle>
      {state.kind === "connecting" ? (
        <>
          <h1>{t("pageTitle")}</h1>
          <p className="link-confirm-progress" role="status">
            <span className="link-confirm-spinner" aria-hidden="true" />
            {t("connecting")}
          </p>
        </>
      ) : (
        <>
          <h1>{t("errorTitle")}</h1>
          <div className="ticket-order-error visitor-status visitor-status-error" role="alert">
            <p>
              {state.code !== null && state.msg
                ? t("errorCode", { code: state.code, msg: state.msg })
                : t("unknownError")}
            </p>
            <p>{t("tryLater")}</p>
            {saleStart && (
              <p className="ticket-order-start">{t("saleStart", { start: saleStart })}</p>
            )}
          </div>
          <p>
            <Link to="/ticket">{t("backToTickets")}</Link>
          </p>
        </>
      )}
    </article>
  );
}
