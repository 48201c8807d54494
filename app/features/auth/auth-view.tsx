import { useEffect, useState } from "react";
import { exchangeAuthCode } from "./auth-token-api.ts";
import { authMessages } from "./auth.messages.ts";
import { completeLogin } from "./team-session.ts";
import { useMessages } from "../../i18n/messages.ts";

type Phase = { kind: "authorizing" } | { kind: "authorized" } | { kind: "failed"; msg: string };

/** Spec: 'Redirect after login 1 s'. */
export const redirectDelayMs = 1000;

/** Codes are used once: a second effect run (or a reload) must not send the same one again. */
const sentStates = new Set<string>();

/** What the identity provider sends people back to /auth with (auth.tsx). */
export interface AuthReturn {
  code: string | null;
  state: string | null;
  iss: string | null;
}

/**
 * The view of /auth, an island woken at load: the identity provider's code goes to our server,
 * which exchanges it and answers our own session token; then on to the team area (a document of
 * its own) after one second.
 */
export function AuthView({ code, state, iss }: AuthReturn) {
  const t = useMessages(authMessages);
  // Without a code the server's page already says that the login failed.
  const [phase, setPhase] = useState<Phase>(() =>
    code && state ? { kind: "authorizing" } : { kind: "failed", msg: t("failedText") },
  );

  useEffect(() => {
    if (!code || !state || sentStates.has(state)) return;
    sentStates.add(state);
    let timer: ReturnType<typeof setTimeout> | undefined;
    void exchangeAuthCode(iss ? { code, state, iss } : { code, state }).then((answer) => {
      if (!answer.ok) {
        setPhase({ kind: "failed", msg: answer.msg });
        return;
      }
      const { auth, info } = answer.data;
      completeLogin({ auth, info });
      setPhase({ kind: "authorized" });
      // The code is spent: keep it out of the history.
      window.history.replaceState(null, "", "/auth");
      timer = setTimeout(() => window.location.assign("/admin"), redirectDelayMs);
    });
    return () => clearTimeout(timer);
  }, [code, state, iss]);

  return (
    <section className="auth-page card" aria-live="polite" data-testid="auth-status">
      {phase.kind === "authorizing" && (
        <>
          <h1>{t("authorizing")}</h1>
          <p>{t("authorizingText")}</p>
        </>
      )}
      {phase.kind === "authorized" && (
        <>
          <h1>{t("authorized")}</h1>
          <p>{t("authorizedText")}</p>
          <p>
            <a href="/admin">{t("toAdmin")}</a>
          </p>
        </>
      )}
      {phase.kind === "failed" && (
        <>
          <h1>{t("failed")}</h1>
          <p>{phase.msg}</p>
          <div className="actions">
            <a className="button button-primary" href="/api/auth/login">
              {t("retry")}
            </a>
            <a className="button button-secondary" href="/start">
              {t("home")}
            </a>
          </div>
        </>
      )}
    </section>
  );
}
