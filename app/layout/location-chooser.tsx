import type { Ref } from "react";
import { formatDate } from "../../core/format.ts";
import { withLang } from "../../core/locale.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";

/** Overlay listing every hub with flyer, sign, title and next event, linking to that hub's site. */
export function LocationChooser({ id, ref }: { id: string; ref: Ref<HTMLDialogElement> }) {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { chooser } = useLayoutData();
  return (
    <dialog id={id} ref={ref} className="chooser" aria-labelledby="chooser-title">
      <div className="chooser-head heading-row">
        <h2 id="chooser-title">{t("chooserTitle")}</h2>
        <form method="dialog">
          <button type="submit" className="button button-ghost">
            {t("chooserClose")}
          </button>
        </form>
      </div>
      <ul className="chooser-list">
        {chooser.map((entry) => (
          <li key={entry.id} className={entry.current ? "chooser-hub current" : "chooser-hub"}>
            {/* The language cookie is per host: the link carries the visitor's choice along. */}
            <a
              href={withLang(`${entry.url}/start`, locale)}
              aria-current={entry.current ? "page" : undefined}
            >
              {/* The flyer is its weekend's: once that is over, the city's sign stands in. */}
              <img
                className="chooser-flyer"
                src={entry.nextEvent?.current ? entry.flyerUrl : entry.signIcon}
                alt=""
                width={160}
                height={226}
                loading="lazy"
              />
              <span className="chooser-sign">
                <img src={entry.signIcon} alt="" width={40} height={40} loading="lazy" />
                <span className="chooser-title">{entry.signTitle[locale]}</span>
              </span>
              <span className="chooser-next">
                {t("chooserNextEvent")}:{" "}
                {entry.nextEvent ? (
                  <>
                    {entry.nextEvent.title[locale]},{" "}
                    {entry.nextEvent.date
                      ? formatDate(entry.nextEvent.date, locale)
                      : t("chooserNoDate")}
                  </>
                ) : (
                  t("chooserNoDate")
                )}
              </span>
              {entry.current && <span className="chooser-current">{t("chooserCurrent")}</span>}
            </a>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
