/**
 * The one script of a reading page (reading-page.ts): it enhances the server's HTML, which works
 * without it, and loads no React. Bundled on its own by Vite (root.tsx imports its URL).
 */
import { localeCookieName, type Locale } from "../../core/locale.ts";
import { formatMessage } from "../../core/message-format.ts";
import { countdownParts, tickMs } from "../../core/ticket-sale.ts";
import { reportPageLoad } from "../api/page-load.ts";
import { listenToCalendarGrids } from "../components/calendar-grid.ts";
import { listenToHotspotPins } from "../features/party/hotspot-pins.ts";
import { inNextTask } from "../islands/next-task.ts";
import { wakeIslands } from "../islands/wake-islands.ts";

const root = document.documentElement;

/**
 * The server's time, ticking from the instant the HTML carries, so a wrong device clock does not
 * break the countdown (as useServerClock does on the other pages).
 */
const offset =
  Date.parse(
    document.querySelector<HTMLScriptElement>("script[data-server-now]")?.dataset.serverNow ?? "",
  ) - Date.now() || 0;
const serverNow = () => Date.now() + offset;

/** The element's instant `name`, or NaN (which no comparison meets) without one. */
const bound = (element: Element, name: "phaseFrom" | "phaseUntil" | "countsTo") =>
  element instanceof HTMLElement ? Date.parse(element.dataset[name] ?? "") : NaN;

/**
 * The server renders each part of the page that follows the sale as it is now, followed by a
 * template per phase still ahead (layout/sale-phases.tsx); when a phase starts (the waiting
 * room's opening, 18:00) its template takes the part's place, and its islands wake as they say
 * (`wakeNew`). The countdowns in them tick.
 */
function tick(wakeNew: () => void): void {
  const now = serverNow();
  for (const part of document.querySelectorAll<HTMLElement>(".sale-phase")) {
    if (!(now >= bound(part, "phaseUntil"))) continue;
    let phase: HTMLTemplateElement | undefined;
    for (
      let next = part.nextElementSibling;
      next instanceof HTMLTemplateElement && now >= bound(next, "phaseFrom");
      next = part.nextElementSibling
    ) {
      phase = next;
      next.remove();
    }
    if (!phase) continue;
    part.replaceChildren(phase.content.cloneNode(true));
    part.dataset.phaseUntil = phase.dataset.phaseUntil ?? "";
    wakeNew();
  }
  for (const part of document.querySelectorAll<HTMLElement>(".sale-phase[data-counts-to]")) {
    const left = countdownParts(bound(part, "countsTo") - now);
    const text =
      left.kind === "days"
        ? formatMessage(part.dataset.daysFormat ?? "", root.lang as Locale, left)
        : left.text;
    for (const timer of part.querySelectorAll(".countdown-value")) {
      if (timer.textContent !== text) timer.textContent = text;
    }
  }
}

/** The language switch posts the choice (also without scripts); the page mirrors it locally. */
function rememberLanguage(event: SubmitEvent): void {
  const button = event.submitter;
  if (button instanceof HTMLButtonElement && button.closest(".language-switch")) {
    window.localStorage.setItem(localeCookieName, button.value);
  }
}

/** Browsers without invoker commands open the header's overlays on click. */
function openDialogsWithoutInvokers(): void {
  if ("command" in HTMLButtonElement.prototype) return;
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[commandfor]") : null;
    if (!button || button.getAttribute("command") !== "show-modal") return;
    const target = document.getElementById(button.getAttribute("commandfor") ?? "");
    if (target instanceof HTMLDialogElement) target.showModal();
  });
}

/** A link to a question (/faq#question-id) opens it. */
function openLinkedDetails(): void {
  const target = window.location.hash
    ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
    : null;
  if (target instanceof HTMLDetailsElement) {
    target.open = true;
    target.scrollIntoView();
  }
}

const wakeNewIslands = wakeIslands();
tick(wakeNewIslands);
window.setInterval(() => tick(wakeNewIslands), tickMs);
document.addEventListener("submit", rememberLanguage);
openDialogsWithoutInvokers();
listenToCalendarGrids();
listenToHotspotPins();
openLinkedDetails();
window.addEventListener("hashchange", openLinkedDetails);
// What the visitor does not wait for runs in a task of its own: the script's first task stays
// short on a slow phone (a request started costs the main thread too).
inNextTask(() => {
  reportPageLoad();
  // The browser tests wait for this mark before they click, as on the pages React hydrates: set
  // after the islands' own next-task steps (wake-islands.ts).
  root.dataset.hydrated = "";
});
