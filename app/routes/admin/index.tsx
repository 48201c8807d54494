import { Link } from "react-router";
import { authVerifyAnswerSchema } from "../../../core/api/auth.ts";
import { useTeam } from "../../auth/team-session.ts";
import { teamData } from "../../auth/team-api.ts";
import { AdminLoading, AdminPage } from "../../components/admin/admin-page.tsx";
import { adminMessages } from "../../components/admin/admin.messages.ts";
import { loadTeamData } from "../../components/admin/team-loader.ts";
import { useMessages } from "../../i18n/messages.ts";

export async function clientLoader() {
  await loadTeamData(() => teamData("auth/verify", authVerifyAnswerSchema));
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const t = useMessages(adminMessages);
  return <AdminLoading title={t("teamArea")} />;
}

export default function AdminHome() {
  const t = useMessages(adminMessages);
  const team = useTeam();
  const name = team.status === "member" ? team.profile?.name : undefined;
  const areas = [
    { to: "/admin/ticket-request", title: t("navTicketClicks"), text: t("ticketClicksText") },
    { to: "/admin/page-reloads", title: t("navPageReloads"), text: t("pageReloadsText") },
    { to: "/admin/quotas", title: t("navQuotas"), text: t("quotasText") },
    { to: "/admin/newsletter", title: t("navNewsletter"), text: t("newsletterText") },
    { to: "/admin/ticket-change", title: t("navTicketChange"), text: t("ticketChangeText") },
  ];
  return (
    <AdminPage title={t("teamArea")}>
      <p className="lead">{name ? t("welcome", { name }) : t("welcomeAnonymous")}</p>
      <p>{t("intro")}</p>
      <ul className="admin-areas">
        {areas.map((area) => (
          <li key={area.to} className="card">
            <h2>
              <Link to={area.to}>{area.title}</Link>
            </h2>
            <p>{area.text}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
