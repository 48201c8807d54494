import { quotasAnswerSchema, soldOf } from "../../../core/api/admin.ts";
import { teamData } from "../../api/team.ts";
import { adminFallback, AdminPage } from "../admin/admin-page.tsx";
import { adminMessages } from "../admin/admin.messages.ts";
import { loadTeamData } from "../admin/team-loader.ts";
import { useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/quotas";

export async function clientLoader() {
  const answer = await loadTeamData(() =>
    teamData("admin/quotas/availability", quotasAnswerSchema),
  );
  return { quotas: answer.results };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(adminMessages, "navQuotas");

/**
 * Spec: per quota its name, a progress bar and 'x/y Tickets verkauft' (x = size − available_number:
 * paid and pending orders), or 'Unbegrenzt'.
 */
export default function Quotas({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  const { quotas } = loaderData;
  return (
    <AdminPage title={t("navQuotas")}>
      {quotas.length === 0 ? (
        <p>{t("noQuotas")}</p>
      ) : (
        <ul className="admin-quotas" data-testid="quotas">
          {quotas.map((quota, index) => {
            const labelId = `quota-${index}`;
            return (
              <li key={`${quota.name}-${index}`} className="card admin-quota">
                <h2 id={labelId}>{quota.name}</h2>
                {quota.size === null ? (
                  <p className="admin-quota-unlimited">
                    <strong>{t("unlimited")}</strong>
                  </p>
                ) : (
                  <>
                    <progress
                      aria-labelledby={labelId}
                      max={Math.max(quota.size, 1)}
                      value={soldOf(quota)}
                    />
                    <p>{t("sold", { sold: soldOf(quota), size: quota.size })}</p>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}
