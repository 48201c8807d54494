import { useEffect } from "react";
import { teamAvailability } from "./ticket-availability-api.ts";
import { useTeam } from "../auth/team-session.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useMessages } from "../../i18n/messages.ts";
import { teamTicketMessages } from "./team-tickets.messages.ts";

/** Spec: a banner for team members that restrictions are lifted (after the login is verified). */
export function TeamTicketBanner() {
  const t = useMessages(teamTicketMessages);
  const team = useTeam();
  if (team.status !== "member") return null;
  return (
    <p className="team-banner" role="status" data-testid="team-banner">
      {t("banner")}
    </p>
  );
}

/**
 * The team buy link of a package: asks the team availability call (no sale start, a voucher
 * that lifts purchase limits) and goes to the shop address it answers.
 */
export function TeamBuyLink({ ticketShopId }: { ticketShopId: number }) {
  const t = useMessages(teamTicketMessages);
  const team = useTeam();
  const { state, pending, run } = useApiCall(teamAvailability);
  useEffect(() => {
    if (state.kind === "success") window.location.assign(state.data.ticketUrl);
  }, [state]);
  if (team.status !== "member") return null;

  return (
    <div className="team-buy">
      <button
        type="button"
        className="button button-secondary"
        data-testid="team-buy"
        disabled={pending || state.kind === "success"}
        onClick={() => void run(ticketShopId)}
      >
        {pending || state.kind === "success" ? t("connecting") : t("buy")}
      </button>
      {state.kind === "error" && (
        <p className="team-buy-error" role="alert">
          {t("failed", { msg: state.msg })}
        </p>
      )}
    </div>
  );
}
