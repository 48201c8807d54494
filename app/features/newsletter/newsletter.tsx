import { newsletterPostsAnswerSchema, subscriptionsAnswerSchema } from "../../../core/api/admin.ts";
import { siteContext } from "../../site-context.ts";
import { teamData } from "../../api/team.ts";
import { adminFallback, AdminPage } from "../admin/admin-page.tsx";
import { adminMessages } from "../admin/admin.messages.ts";
import { TeamRow, TeamTable } from "../admin/admin-table.tsx";
import { downloadCsv, toCsv } from "../admin/csv.ts";
import { NewsletterPosts } from "./newsletter-posts.tsx";
import { loadTeamData } from "../admin/team-loader.ts";
import { translate, useLocale, useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/newsletter";

/** The hub's time zone, for the posts' publication times. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [subscriptions, posts, server] = await Promise.all([
    loadTeamData(() => teamData("admin/newsletter/subscriptions", subscriptionsAnswerSchema)),
    loadTeamData(() => teamData("admin/newsletter/posts", newsletterPostsAnswerSchema)),
    serverLoader(),
  ]);
  return { subscribers: subscriptions.results, posts: posts.results, timeZone: server.timeZone };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(adminMessages, "newsletterTitle");

/**
 * Confirmed subscribers ('Nr.', 'E-Mail') and the same list as a CSV file; below, the posts the
 * newsletter mails.
 */
export default function NewsletterSubscribers({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const { subscribers, posts, timeZone } = loaderData;
  // The export is made in the browser from the list shown: no second call, no token in a URL.
  function exportCsv() {
    const text = translate(adminMessages, locale);
    const csv = toCsv(
      [text("columnNumber"), text("columnEmail")],
      subscribers.map((subscriber, index) => [index + 1, subscriber.email]),
    );
    downloadCsv("newsletter.csv", csv);
  }

  return (
    <AdminPage title={t("newsletterTitle")}>
      <div className="admin-toolbar">
        <p className="admin-total">{t("subscribers", { count: subscribers.length })}</p>
        {subscribers.length > 0 && (
          <button type="button" className="button button-secondary" onClick={exportCsv}>
            {t("exportCsv")}
          </button>
        )}
      </div>
      {subscribers.length === 0 ? (
        <p>{t("noSubscribers")}</p>
      ) : (
        <TeamTable
          testId="subscribers"
          caption={<caption className="visually-hidden">{t("newsletterTitle")}</caption>}
          columns={[t("columnNumber"), t("columnEmail")]}
        >
          {subscribers.map((subscriber, index) => (
            <TeamRow
              key={subscriber.email}
              cells={[index + 1, { className: "admin-wrap-anywhere", content: subscriber.email }]}
            />
          ))}
        </TeamTable>
      )}
      <NewsletterPosts posts={posts} timeZone={timeZone} />
    </AdminPage>
  );
}
