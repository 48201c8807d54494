import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { authMessages } from "./auth.messages.ts";

/** A reading page whose view is an island of the team's script, woken at once. */
export const handle = { readingPage: true, islands: "team" } satisfies ReadingPageHandle;

const AuthView = island("team", "auth", async () => (await import("./auth-view.tsx")).AuthView);

/** /auth?code&state(&iss): where the identity provider sends a team member back after login. */
export default function AuthCallback() {
  const t = useMessages(authMessages);
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      <AuthView
        wake="load"
        code={params.get("code")}
        state={params.get("state")}
        iss={params.get("iss")}
      />
    </>
  );
}
