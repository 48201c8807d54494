import { instantFormat, type InstantFormat } from "../../../core/format.ts";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import {
  waitingRoomTeamAnswerSchema,
  type WaitingRoomAuditEntry,
  type WaitingRoomPlace,
  type WaitingRoomSettings,
  type WaitingRoomTeam,
} from "../../../core/api/waiting-room-team.ts";
import { teamData } from "../../api/team.ts";
import { Field } from "../../components/form/field.tsx";
import { Notice } from "../../components/status/status.tsx";
import { useLocale, useMessages, type Translate } from "../../i18n/messages.ts";
import { siteContext } from "../../site-context.ts";
import { adminFallback, AdminPage } from "../admin/admin-page.tsx";
import { ChangeLog, TeamRow, TeamTable } from "../admin/admin-table.tsx";
import { optionalNumber, SettingsForm, wholeNumber } from "../admin/settings-form.tsx";
import { loadTeamData } from "../admin/team-loader.ts";
import { useTeamAction } from "../admin/use-team-action.ts";
import {
  pauseWaitingRoom,
  saveWaitingRoomSettings,
  waitingRoomPlace,
} from "./team-waiting-room-api.ts";
import { waitingRoomTeamMessages } from "./team-waiting-room.messages.ts";
import type { Route } from "./+types/team-waiting-room";

/** How often the figures are fetched anew while the screen is open. */
const refreshMs = 5000;

/** Times are shown in the city's zone. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { timeZone } = await serverLoader();
  const answer = await loadTeamData(() =>
    teamData("admin/waiting-room", waitingRoomTeamAnswerSchema),
  );
  return { timeZone, room: answer.room };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(waitingRoomTeamMessages, "title");

type Key = keyof (typeof waitingRoomTeamMessages)["de"];

/** Loads the screen anew every few seconds while nothing else loads (live figures). */
function useRefresh() {
  const { state, revalidate } = useRevalidator();
  useEffect(() => {
    if (state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), refreshMs);
    return () => clearTimeout(timer);
  }, [state, revalidate]);
}

/**
 * /admin/waiting-room: the city's sale-start waiting room. Admission (pause, resume), the live
 * figures, the settings, the draw's check value, the support lookup of a place and the recent
 * changes (docs/decisions/0044-waiting-room-team-and-gate.md).
 */
export default function WaitingRoomScreen({ loaderData }: Route.ComponentProps) {
  const t = useMessages(waitingRoomTeamMessages);
  const locale = useLocale();
  const { room, timeZone } = loaderData;
  useRefresh();
  const date = instantFormat(locale, timeZone);
  if (!room) {
    return (
      <AdminPage title={t("title")}>
        <p>{t("noSale")}</p>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={t("title")}>
      <p>{t("saleStart", { start: date.format(new Date(room.saleStart)) })}</p>
      <Admission room={room} />
      <Figures room={room} clock={instantFormat(locale, timeZone, "clockSeconds")} />
      <section aria-labelledby="wr-settings-title" className="admin-section">
        <h2 id="wr-settings-title">{t("settingsTitle")}</h2>
        <Settings settings={room.settings} defaultRate={room.defaultRate} />
      </section>
      <section aria-labelledby="wr-draw-title" className="admin-section admin-wrap">
        <h2 id="wr-draw-title">{t("drawTitle")}</h2>
        <p>{t("seedHash", { hash: room.seedHash })}</p>
        <p>{room.seed ? t("seed", { seed: room.seed }) : t("seedLater")}</p>
      </section>
      <PlaceLookup format={date} />
      <Audit entries={room.audit} format={date} />
    </AdminPage>
  );
}

function Admission({ room }: { room: WaitingRoomTeam }) {
  const t = useMessages(waitingRoomTeamMessages);
  const { busy, run } = useTeamAction(pauseWaitingRoom);
  const state: Key = !room.settings.enabled
    ? "off"
    : room.closed
      ? "closed"
      : room.paused
        ? "pausedState"
        : "running";
  return (
    <section aria-labelledby="wr-admission-title" className="admin-section">
      <h2 id="wr-admission-title">{t("admissionTitle")}</h2>
      <p data-testid="waiting-room-admission" data-state={state}>
        {t(state)}
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={busy !== null}
        onClick={() => void run("admission", !room.paused)}
      >
        {busy ? t("working") : room.paused ? t("resume") : t("pause")}
      </button>
    </section>
  );
}

/** The live figures; `clock` shows the time of day to the second (a Retry-After's end). */
function Figures({ room, clock }: { room: WaitingRoomTeam; clock: InstantFormat }) {
  const t = useMessages(waitingRoomTeamMessages);
  const { figures, shopCalls } = room;
  const shown: [Key, number][] = [
    ["waiting", figures.waiting],
    ...(room.settings.emailGate || figures.unconfirmed > 0
      ? [["unconfirmed", figures.unconfirmed] as [Key, number]]
      : []),
    ["admitted", figures.admitted],
    ["redeemed", figures.redeemed],
    ["lapsed", figures.lapsed],
  ];
  return (
    <section aria-labelledby="wr-figures-title" className="admin-section">
      <h2 id="wr-figures-title">{t("figuresTitle")}</h2>
      <dl className="admin-figures" data-testid="waiting-room-figures">
        {shown.map(([key, value]) => (
          <div key={key} className="card">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="card" data-testid="waiting-room-shop-calls">
          <dt>{t("shopCalls", { budget: shopCalls.perMinute })}</dt>
          <dd>{shopCalls.usedThisMinute}</dd>
        </div>
      </dl>
      {shopCalls.retryAfterUntil && (
        <Notice kind="error">
          {t("shopRetryAfter", { until: clock.format(new Date(shopCalls.retryAfterUntil)) })}
        </Notice>
      )}
      {figures.shopUnavailable && !shopCalls.retryAfterUntil && (
        <Notice kind="error">{t("shopUnavailable")}</Notice>
      )}
    </section>
  );
}

/** The settings as saved; the form starts anew once they change. */
function Settings({
  settings,
  defaultRate,
}: {
  settings: WaitingRoomSettings;
  defaultRate: number;
}) {
  const t = useMessages(waitingRoomTeamMessages);
  const { busy, run } = useTeamAction(saveWaitingRoomSettings);
  return (
    <SettingsForm
      values={{
        enabled: settings.enabled,
        emailGate: settings.emailGate,
        opensMinutes: String(settings.opensMinutes),
        ratePerMinute: settings.ratePerMinute?.toString() ?? "",
        voucherMinutes: String(settings.voucherMinutes),
      }}
      fields={[
        { name: "enabled", label: t("enabled") },
        { name: "emailGate", label: t("emailGate") },
        { name: "opensMinutes", label: t("opensMinutes"), ...wholeNumber(1440) },
        {
          name: "ratePerMinute",
          label: t("ratePerMinute", { rate: defaultRate }),
          ...wholeNumber(10000),
          required: false,
        },
        { name: "voucherMinutes", label: t("voucherMinutes"), ...wholeNumber(240) },
      ]}
      submit={t("save")}
      busy={busy !== null}
      saving={busy !== null}
      onSave={(values) =>
        void run("settings", {
          enabled: values.enabled,
          emailGate: values.emailGate,
          opensMinutes: Number(values.opensMinutes),
          ratePerMinute: optionalNumber(values.ratePerMinute),
          voucherMinutes: Number(values.voucherMinutes),
        })
      }
    />
  );
}

/** The support lookup: the number a visitor reads out, the place's state, no personal data. */
function PlaceLookup({ format }: { format: InstantFormat }) {
  const t = useMessages(waitingRoomTeamMessages);
  const navigate = useNavigate();
  const [number, setNumber] = useState("");
  const [found, setFound] = useState<WaitingRoomPlace | "unknown" | null>(null);
  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await waitingRoomPlace(number.trim());
    if (result.ok) setFound(result.data.place);
    else if (result.reason === "unknown") setFound("unknown");
    else await navigate("/start");
  }
  const at = (iso: string | null) => (iso ? format.format(new Date(iso)) : "–");
  const lane: Record<WaitingRoomPlace["lane"], Key> = {
    "pre-queue": "lanePreQueue",
    late: "laneLate",
    unconfirmed: "laneUnconfirmed",
  };
  return (
    <section aria-labelledby="wr-lookup-title" className="admin-section">
      <h2 id="wr-lookup-title">{t("lookupTitle")}</h2>
      <p>{t("lookupIntro")}</p>
      <form className="admin-settings" onSubmit={(event) => void lookUp(event)}>
        <Field
          name="supportId"
          label={t("lookupLabel")}
          required
          maxLength={11}
          value={number}
          onChange={setNumber}
        />
        <button type="submit" className="button button-secondary">
          {t("lookup")}
        </button>
      </form>
      {found === "unknown" && (
        <p role="status" data-testid="waiting-room-lookup">
          {t("lookupUnknown")}
        </p>
      )}
      {found && found !== "unknown" && (
        <TeamTable
          testId="waiting-room-lookup"
          columns={[
            t("columnNumber"),
            t("columnLane"),
            t("columnPlace"),
            t("columnJoined"),
            t("columnAdmitted"),
            t("columnValidUntil"),
            t("columnRedeemed"),
            t("columnLapsed"),
          ]}
        >
          <TeamRow
            cells={[
              { content: found.supportId, className: "admin-mono" },
              t(lane[found.lane]),
              found.place ?? t("placeHidden"),
              at(found.joinedAt),
              at(found.admittedAt),
              at(found.validUntil),
              at(found.redeemedAt),
              at(found.lapsedAt),
            ]}
          />
        </TeamTable>
      )}
    </section>
  );
}

const settingKeys: Record<string, Key> = {
  enabled: "settingEnabled",
  opensMinutes: "settingOpensMinutes",
  ratePerMinute: "settingRatePerMinute",
  voucherMinutes: "settingVoucherMinutes",
  emailGate: "settingEmailGate",
  paused: "settingPaused",
};

/** A logged value in words: switches on/off, an unset rate automatic. */
function valueText(value: WaitingRoomAuditEntry["changes"][number]["to"], t: Translate<Key>) {
  if (value === null) return t("automatic");
  if (typeof value === "boolean") return value ? t("on") : t("off_");
  return String(value);
}

/** A logged change in words: each setting with what it was and what it became. */
const auditText = (entry: WaitingRoomAuditEntry, t: Translate<Key>) =>
  entry.changes
    .map((change) => {
      const setting = settingKeys[change.setting];
      const name = setting ? t(setting) : change.setting;
      return `${name}: ${valueText(change.from, t)} → ${valueText(change.to, t)}`;
    })
    .join("; ");

function Audit({ entries, format }: { entries: WaitingRoomAuditEntry[]; format: InstantFormat }) {
  const t = useMessages(waitingRoomTeamMessages);
  const describe = (entry: WaitingRoomAuditEntry) => ({ who: entry.by, what: auditText(entry, t) });
  return (
    <ChangeLog testId="waiting-room-audit" format={format} entries={entries} describe={describe} />
  );
}
