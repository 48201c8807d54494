import { data, Link } from "react-router";
import type { Hub } from "../../../core/content/hub.ts";
import type { PackagesFile } from "../../../core/content/packages.ts";
import { formatDate, formatPrice } from "../../../core/format.ts";
import { letterParagraph } from "../../../core/host-letter.ts";
import { isPostVisible } from "../../../core/posts.ts";
import { paginate } from "../../../core/statistics.ts";
import { ticketPageLinks } from "../../../core/site-links.ts";
import { siteContext } from "../../site-context.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { KickerCard } from "../../components/kicker-card.tsx";
import { PostListItem, type PostSummary } from "../../components/post-list-item.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { useLayoutData } from "../../hooks/use-layout-data.ts";
import { useSaleState, type HubSaleState } from "../../hooks/use-sale-state.ts";
import { layoutMessages } from "../../layout/layout.messages.ts";
import { SalePhases } from "../../layout/sale-phases.tsx";
import { SaleReminders } from "../../layout/sale-reminders.tsx";
import { CountdownValue } from "../../layout/countdown-value.tsx";
import type { Route } from "./+types/start";
import { startMessages } from "./start.messages.ts";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

export const handle = { readingPage: true } satisfies ReadingPageHandle;

/** Posts per page of the news list: a season's archive stays a short scroll on a phone. */
export const postsPerPage = 10;

export function loader({ context, request }: Route.LoaderArgs) {
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
  const requested = new URL(request.url).searchParams.get("page");
  const page = paginate(list, Number(requested ?? "1"), postsPerPage);
  // Only the pages that exist have an address; "?page=0", "?page=x" or one past the end is none.
  if (requested !== null && requested !== String(page.page)) throw data(null, { status: 404 });
  return {
    posts: page.items,
    page: page.page,
    pageCount: page.pageCount,
    home: pages.home ?? null,
    hero: heroFacts(site.content[site.hubId]),
  };
}

/** Links to newer and older posts: plain links, so paging works before and without scripts. */
function PostPages({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useMessages(startMessages);
  if (pageCount < 2) return null;
  // The first page is /start itself; the list's heading is the target, not the page's top.
  const to = (target: number) => (target === 1 ? "/start#posts" : `/start?page=${target}#posts`);
  return (
    <nav className="post-pages" aria-label={t("postPages")}>
      {page > 1 && (
        <Link className="button button-secondary" to={to(page - 1)} rel="prev">
          {t("newerPosts")}
        </Link>
      )}
      <span>{t("pageOf", { page, pages: pageCount })}</span>
      {page < pageCount && (
        <Link className="button button-secondary" to={to(page + 1)} rel="next">
          {t("olderPosts")}
        </Link>
      )}
    </nav>
  );
}

/**
 * The hub's weekend's flyer and the cheapest paid package; the page shows them only while that
 * weekend is the next party. Otherwise the city's sign stands in for the flyer.
 */
function heroFacts({ hub, packages }: { hub: Hub; packages: PackagesFile }) {
  const prices = packages.packages
    .filter((pkg) => !pkg.disabled && !pkg.soldOut && pkg.price > 0)
    .map((pkg) => pkg.price);
  return {
    flyerUrl: hub.flyerUrl,
    signIcon: hub.signIcon,
    priceFrom: prices.length > 0 ? Math.min(...prices) : null,
  };
}

type Home = NonNullable<Route.ComponentProps["loaderData"]["home"]>;

function SoldOutNotice({ home }: { home: Home | null }) {
  const t = useMessages(startMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const { resaleOpen } = useSaleState();
  // The wait list (the exchange's requests) first, as on the ticket page; the messenger group last.
  return (
    <section className="card notice notice-sold-out" aria-labelledby="sold-out-title">
      <h2 id="sold-out-title">{home?.soldOut.title[locale] ?? t("soldOutTitle")}</h2>
      <p>{home?.soldOut.text[locale] ?? t("soldOutText")}</p>
      <p className="actions">
        {resaleOpen && (
          <Link className="button button-primary" to={ticketPageLinks.exchangeRequest}>
            {t("soldOutWaitList")}
          </Link>
        )}
        <Link className="button button-secondary" to={ticketPageLinks.newsletter}>
          {t("soldOutNewsletter")}
        </Link>
      </p>
      <p>
        <a href={hub.links.messengerGroup} target="_blank" rel="noopener noreferrer">
          {t("soldOutMessenger")}
        </a>
      </p>
    </section>
  );
}

/** The sale's one primary action: tickets, or the countdown and its reminders before the sale. */
function HeroAction({ sale }: { sale: HubSaleState }) {
  const t = useMessages(startMessages);
  const layout = useMessages(layoutMessages);
  const { state, now, saleStart } = sale;
  if (state === "active") {
    return (
      <Link className="button button-primary hero-action" to={ticketPageLinks.packages}>
        {layout("ticketButton")}
      </Link>
    );
  }
  if (state === "pending" && saleStart) {
    return (
      <>
        <p className="hero-countdown">
          <span>{layout("countdownLabel")}</span>{" "}
          <CountdownValue msLeft={saleStart.getTime() - now.getTime()} />
        </p>
        <SaleReminders className="hero-reminders" />
      </>
    );
  }
  return (
    <p className="hero-countdown">
      {state === "closed" ? t("soldOutTitle") : layout("saleUnknown")}
    </p>
  );
}

/**
 * The first screen: the next party with its flyer, date, city and venue, the lowest price and
 * the sale's action. The flyer is the page's largest early image: loaded first, its size fixed.
 */
function NextParty({ hero }: { hero: Route.ComponentProps["loaderData"]["hero"] }) {
  const t = useMessages(startMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const layout = useMessages(layoutMessages);
  const { next: party } = useSaleState();
  const current = party?.current === true;
  return (
    <section
      className="card start-hero"
      aria-labelledby={party ? "hero-title" : "hero-label"}
      data-testid="next-party"
    >
      {/* The flyer is the weekend's: once it is over, the next party has none yet. */}
      {party?.current ? (
        <img
          className="start-hero-flyer"
          src={hero.flyerUrl}
          alt={t("flyerAlt", { title: party.title[locale] })}
          width={160}
          height={226}
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        <img
          className="start-hero-sign"
          src={hero.signIcon}
          alt=""
          width={100}
          height={100}
          decoding="async"
        />
      )}
      <div className="start-hero-text">
        <p className="next-party-label" id="hero-label">
          {t("nextParty")}
        </p>
        {party ? (
          <>
            <p className="next-party-title" id="hero-title">
              {party.title[locale]}
            </p>
            <p className="next-party-date">
              {party.date
                ? t("nextPartyDate", { date: formatDate(party.date, locale, "full") })
                : layout("chooserNoDate")}
            </p>
            <p className="start-hero-place">
              {hub.city[locale]}
              {current && party.venue && ` · ${party.venue}`}
            </p>
            {current && hero.priceFrom !== null && (
              <p className="start-hero-price">
                {t("priceFrom", { price: formatPrice(hero.priceFrom, locale) })}
              </p>
            )}
            {hub.ticketsEnabled && current && (
              <SalePhases>{(sale) => <HeroAction sale={sale} />}</SalePhases>
            )}
          </>
        ) : (
          <p>{t("noNextParty")}</p>
        )}
        <p>
          <Link to="/save-the-date">{t("toSchedule")}</Link>
        </p>
      </div>
    </section>
  );
}

/** The host's letter; its paragraph about the next party follows the party the hero shows. */
function Letter({ home }: { home: Home | null }) {
  const t = useMessages(startMessages);
  const locale = useLocale();
  const { next } = useSaleState();
  return (
    <KickerCard id="letter-title" className="letter" kicker={t("letterKicker")}>
      {home ? (
        <div className="letter-text">
          <p className="letter-greeting">{home.letter.greeting[locale]}</p>
          {home.letter.paragraphs.map((paragraph, index) => (
            <p key={index}>{letterParagraph(paragraph, next, locale)}</p>
          ))}
          <p className="letter-signature">{home.letter.signature[locale]}</p>
        </div>
      ) : null}
    </KickerCard>
  );
}

export default function Start({ loaderData }: Route.ComponentProps) {
  const t = useMessages(startMessages);
  const locale = useLocale();
  const { state } = useSaleState();
  const { posts, page, pageCount, home, hero } = loaderData;
  // The first page opens with the party and the letter; the later ones are the news archive.
  const first = page === 1;
  const title = first ? t("title") : t("titlePage", { page });
  return (
    <div className="page page-start">
      <PageTitle>{title}</PageTitle>
      {first && <NextParty hero={hero} />}
      <h1>{title}</h1>
      {first && state === "closed" && <SoldOutNotice home={home} />}
      {first && <Letter home={home} />}
      <section className="posts" id="posts" aria-labelledby="posts-title">
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
        <PostPages page={page} pageCount={pageCount} />
      </section>
      {first && home && (
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
