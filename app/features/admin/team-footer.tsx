import { authMessages } from "../auth/auth.messages.ts";
import { logout, useTeam } from "../auth/team-session.ts";
import { useMessages } from "../../i18n/messages.ts";

/**
 * The footer's team entry: the login link, or for a logged-in team member the avatar, name and
 * a logout button (spec). The server renders the link; in the browser it is an island woken where
 * a login is stored (app/islands/team-islands.ts), which checks that login at the page's start
 * and then shows the member. Plain links: the team area is a document of its own.
 */
export function TeamFooter({ loginLabel }: { loginLabel: string }) {
  const t = useMessages(authMessages);
  const team = useTeam();
  if (team.status !== "member") {
    return (
      <a href="/api/auth/login" data-testid="team-login">
        {loginLabel}
      </a>
    );
  }
  const name = team.profile?.name ?? "";
  return (
    <span className="team-user" data-testid="team-user">
      {team.profile?.avatarUrl && (
        <img src={team.profile.avatarUrl} alt="" width={32} height={32} className="team-avatar" />
      )}
      <a href="/admin" className="team-name" title={t("teamArea")}>
        {name || t("teamArea")}
      </a>
      <button type="button" className="button button-ghost team-logout" onClick={logout}>
        {t("logout")}
      </button>
    </span>
  );
}
