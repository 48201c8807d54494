import { Link } from "react-router";
import { formatDate, formatWeekday } from "../../core/format.ts";
import { isPostVisible } from "../../core/posts.ts";
import { siteContext } from "../site-context.ts";
import { PageTitle } from "../components/page-title.tsx";
import { PostListItem, type PostSummary } from "../components/post-list-item.tsx";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";
import type { Route } from "./+types/start";
import { startMessages } from "./start.messages.ts";
import "./start.css";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, posts, pages } = site.content[site.hubId];
  const now = site.now();
  const locale = site.locale;
  // Posts are newest first already; unpublished ones exist only for the development preview.
  const list: PostSummary[] = posts.flatMap(({ key, post }) => {
    const published = isPostVisible(post, hub.timeZone, now);
    if (!published && !site.dev) return [];
    return [
      {
        key,
        title: post.title[locale],
        posted: post.posted,
        important: post.important,
        tldr: post.tldr.map((text) => text[locale]),
        published,
      },
    ];
  });
  return { posts: list, home: pages.home ?? null };
}

type Home = NonNullable<Route.ComponentProps["loaderData"]["home"]>;

function SoldOutNotice({ home }: { home: Home | null }) {
  const t = useMessages(startMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  return (
    <section className="card notice notice-sold-out" aria-labelledby="sold-out-title">
      <h2 id="sold-out-title">{home?.soldOut.title[locale] ?? t("soldOutTitle")}</h2>
      <p>{home?.soldOut.text[locale] ?? t("soldOutText")}</p>
      <p className="actions">
        <a
          className="button button-primary"
          href={hub.links.messengerGroup}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("soldOutMessenger")}
        </a>
        <Link className="button button-secondary" to="/contact#newsletter">
          {t("soldOutNewsletter")}
        </Link>
      </p>
    </section>
  );
}

function NextParty() {
  const t = useMessages(startMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const party = hub.nextParty;
  return (
    <div className="next-party" data-testid="next-party">
      {party ? (
        <>
          <p className="next-party-label">{t("nextParty")}</p>
          <p className="next-party-title">{party.title[locale]}</p>
          <p className="next-party-date">
            {t("nextPartyDate", {
              weekday: formatWeekday(party.start, locale),
              date: formatDate(party.start, locale),
            })}
          </p>
        </>
      ) : (
        <p>{t("noNextParty")}</p>
      )}
      <p>
        <Link to="/save-the-date">{t("toSchedule")}</Link>
      </p>
    </div>
  );
}

/** The host's letter; the next party date stands out beside it. */
function Letter({ home }: { home: Home | null }) {
  const t = useMessages(startMessages);
  const locale = useLocale();
  return (
    <section className="card letter" aria-labelledby="letter-title">
      <h2 id="letter-title" className="kicker">
        {t("letterKicker")}
      </h2>
      <div className="letter-body">
        <div className="letter-text">
          {home ? (
            <>
              <p className="letter-greeting">{home.letter.greeting[locale]}</p>
              {home.letter.paragraphs.map((paragraph) => (
                <p key={paragraph.de}>{paragraph[locale]}</p>
              ))}
              <p className="letter-signature">{home.letter.signature[locale]}</p>
            </>
          ) : null}
        </div>
        <NextParty />
      </div>
    </section>
  );
}

export default function Start({ loaderData }: Route.ComponentProps) {
  const t = useMessages(startMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const { posts, home } = loaderData;
  return (
    <div className="page page-start">
      <PageTitle>{t("title")}</PageTitle>
      <h1>{t("title")}</h1>
      {hub.soldOutNotice && <SoldOutNotice home={home} />}
      <Letter home={home} />
      <section className="posts" aria-labelledby="posts-title">
        <h2 id="posts-title" className="visually-hidden">
          {t("postsTitle")}
        </h2>
        {posts.length > 0 ? (
          <ol className="post-list" data-testid="post-list">
            {posts.map((post) => (
              <PostListItem key={post.key} post={post} headingLevel={3} />
            ))}
          </ol>
        ) : (
          <p>{t("noPosts")}</p>
        )}
      </section>
      {home && (
        <section className="card reassurance accent-green" aria-labelledby="reassurance-title">
          <h2 id="reassurance-title">{home.reassurance.title[locale]}</h2>
          {home.reassurance.paragraphs.map((paragraph) => (
            <p key={paragraph.de}>{paragraph[locale]}</p>
          ))}
        </section>
      )}
    </div>
  );
}
