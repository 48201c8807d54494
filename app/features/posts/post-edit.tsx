import { instantFormat, type InstantFormat } from "../../../core/format.ts";
import { useCallback, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { PostV2 } from "../../../core/content/posts.ts";
import { subscriptionsAnswerSchema } from "../../../core/api/admin.ts";
import type { TeamPostAnswer } from "../../../core/api/posts.ts";
import { mailedContent, postedInstant } from "../../../core/posts.ts";
import { wallClockAt } from "../../../core/time.ts";
import { teamData } from "../../api/team.ts";
import { siteContext } from "../../site-context.ts";
import { adminFallback, AdminPage, loadTeamData } from "../admin/public.ts";
import { useLocale, useMessages, type Translate } from "../../i18n/messages.ts";
import type { Locale } from "../../../core/locale.ts";
import { PostEditor, postOf, type EditorValue } from "./post-editor.tsx";
import { PostActions, type PostStatus } from "./post-actions.tsx";
import { PendingImages } from "./post-fields.tsx";
import { bodyOfBlocks, emptyDoc } from "./post-body.ts";
import { checkPost, cleaned, newPost } from "./post-form.ts";
import type { ApiResult } from "../../api/call.ts";
import { changePostState, postsApi, savePost } from "./posts-api.ts";
import type { TeamRefusal } from "../../api/team.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { postsMessages } from "./posts.messages.ts";
import type { Route } from "./+types/post-edit";

/** A new post starts at the next full hour in the city's time zone. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { timeZone } = site.content[site.hubId].hub;
  const nextHour = wallClockAt(new Date(site.now().getTime() + 3_600_000), timeZone);
  return { timeZone, posted: { ...nextHour, minute: 0 } };
}

export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const [list, server, existing, subscriptions] = await Promise.all([
    loadTeamData(() => postsApi.list()),
    serverLoader(),
    params.key ? loadTeamData(() => postsApi.get(params.key!)) : null,
    // How many the newsletter mail goes to, said before scheduling.
    loadTeamData(() => teamData("admin/newsletter/subscriptions", subscriptionsAnswerSchema)),
  ]);
  return {
    channels: list.channels,
    ...server,
    existing,
    subscribers: subscriptions.results.length,
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(postsMessages, "editTitle");

/**
 * Writing a post: the form and its preview, saved as a draft or scheduled; an existing post
 * also shows its changes and can be withdrawn or restored.
 */
export default function PostEdit({ loaderData }: Route.ComponentProps) {
  const t = useMessages(postsMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { existing, channels, timeZone, posted, subscribers } = loaderData;
  const [value, setValue] = useState<EditorValue>(() =>
    existing
      ? // The server checked it against the schema when it was saved.
        {
          post: existing.post as PostV2,
          germanOnly: existing.germanOnly,
          body: bodyOfBlocks((existing.post as PostV2).blocks),
        }
      : {
          post: newPost(posted),
          germanOnly: false,
          body: [{ kind: "text", de: emptyDoc(), en: emptyDoc() }],
        },
  );
  // What is saved: the test mail shows the saved version, not the editor's changes.
  const [savedValue, setSavedValue] = useState(value);
  // A new post's problems are said once something was typed or a save was tried.
  const [showProblems, setShowProblems] = useState(existing !== null);
  const [status, setStatus] = useState<PostStatus | null>(null);
  const saving = useApiCall(savePost);
  const changing = useApiCall(changePostState);
  const testing = useApiCall(postsApi.testMail);
  const busy = saving.pending || changing.pending || testing.pending;
  const [pendingImages, setPendingImages] = useState(0);
  const countPendingImages = useCallback(
    (change: 1 | -1) => setPendingImages((count) => count + change),
    [],
  );
  // Saved meanwhile, the post would lack the image on its way.
  const waitForImages = pendingImages > 0;
  const { post } = postOf(value);
  const check = checkPost(post, value.germanOnly);

  /** The data of a call that went through; a refusal is said on the screen. */
  async function succeeded<T>(result: ApiResult<T, unknown, TeamRefusal> | undefined) {
    // Undefined: a call was already under way (a second click).
    if (!result) return null;
    if (result.ok) return result.data;
    // teamCall has forgotten credentials the server no longer accepts.
    if (result.reason === "loginNeeded") await navigate("/start");
    else setStatus({ kind: "error", text: t("callFailed", { msg: result.msg }) });
    return null;
  }

  async function finish(
    result: ApiResult<{ key: string; revision: number }, unknown, TeamRefusal> | undefined,
    saved?: EditorValue,
  ) {
    const data = await succeeded(result);
    if (!data) return;
    if (saved) setSavedValue(saved);
    setStatus({ kind: "done", text: t("saved", { revision: data.revision }) });
    if (!existing) await navigate(`/admin/posts/${data.key}`, { replace: true });
    else await revalidator.revalidate();
  }

  async function sendTestMail(key: string) {
    const data = await succeeded(await testing.run(key));
    if (!data) return;
    const languages = new Intl.ListFormat(locale, { type: "conjunction" }).format(
      data.locales.map((language) => t(language)),
    );
    setStatus({ kind: "done", text: t("testMailSent", { to: data.to, languages }) });
    await revalidator.revalidate();
  }

  async function save(state: "draft" | "scheduled") {
    // A post with problems is not sent: they are said at their fields and above the buttons.
    setShowProblems(true);
    if (!check.ok) return;
    const body = {
      post: cleaned(post),
      germanOnly: value.germanOnly,
      state,
      ...(existing ? { revision: existing.revision } : {}),
    };
    await finish(await saving.run(existing?.key ?? null, body), value);
  }

  const format = instantFormat(locale, timeZone);
  const withdrawn = existing?.state === "withdrawn";
  const mailing = post.channels.includes("mail");
  const unsaved = value !== savedValue;
  // A warning, not a block: the team may schedule without a test. The test mail covers the
  // content, so a new time alone keeps it.
  const contentUnsaved =
    mailedContent(post, value.germanOnly) !==
    mailedContent(postOf(savedValue).post, savedValue.germanOnly);
  const untested = mailing && (contentUnsaved || existing?.testedRevision !== existing?.revision);
  return (
    <AdminPage title={existing ? t("editTitle") : t("newTitle")}>
      <p className="breadcrumb">
        <Link to="/admin/posts">
          <span aria-hidden="true">← </span>
          {t("backToList")}
        </Link>
      </p>
      {withdrawn && <p className="notice post-withdrawn">{t("withdrawnNote")}</p>}
      <PendingImages value={countPendingImages}>
        <PostEditor
          value={value}
          channels={channels}
          onChange={(update) => {
            setValue(update);
            setShowProblems(true);
          }}
          showProblems={showProblems}
          onError={(msg) => setStatus({ kind: "error", text: t("callFailed", { msg }) })}
          postKey={existing?.key ?? "new"}
        >
          <PostActions
            saved={existing !== null}
            withdrawn={withdrawn}
            mailing={mailing}
            unsaved={unsaved}
            untested={untested}
            waitForImages={waitForImages}
            scheduleNote={scheduleNote(t, locale, timeZone, post, subscribers)}
            busy={busy}
            testing={testing.pending}
            status={status}
            onTestMail={() => existing && void sendTestMail(existing.key)}
            onSave={(state) => void save(state)}
            onWithdrawOrRestore={() =>
              existing &&
              void (
                withdrawn ? postsApi.restore(existing.key) : postsApi.withdraw(existing.key)
              ).then(finish)
            }
          />
        </PostEditor>
      </PendingImages>
      {existing && <PostHistory revisions={existing.revisions} format={format} />}
    </AdminPage>
  );
}

/** What "Schedule" will do, said before it is pressed: when the post appears, and to how many it is mailed. */
function scheduleNote(
  t: Translate<keyof (typeof postsMessages)["de"]>,
  locale: Locale,
  timeZone: string,
  post: PostV2,
  subscribers: number,
): string {
  const appears = postedInstant(post, timeZone);
  const mailed = subscribers === 1 ? "scheduleMailOne" : "scheduleMail";
  return t(post.channels.includes("mail") ? mailed : "scheduleSite", {
    day: instantFormat(locale, timeZone, "full").format(appears),
    time: instantFormat(locale, timeZone, "clock").format(appears),
    count: subscribers,
  });
}

/** The saved versions of a post: which, what was done, when and by whom. */
function PostHistory({
  revisions,
  format,
}: {
  revisions: TeamPostAnswer["revisions"];
  format: InstantFormat;
}) {
  const t = useMessages(postsMessages);
  return (
    <section className="post-history" aria-labelledby="history-title">
      <h2 id="history-title">{t("history")}</h2>
      <ol>
        {revisions.map((revision) => (
          <li key={revision.revision}>
            {t("historyEntry", {
              revision: revision.revision,
              action: t(`action_${revision.action}`),
              at: format.format(new Date(revision.at)),
              name: revision.byName,
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
