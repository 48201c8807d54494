import { useRef } from "react";
import { Link } from "react-router";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { LocationChooser } from "./location-chooser.tsx";
import { useLayoutData } from "../hooks/use-layout-data.ts";

const chooserId = "location-chooser";

function supportsInvokerCommands(): boolean {
  return "command" in HTMLButtonElement.prototype;
}

export function SiteHeader() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <header className="site-header">
      {/* The link's name is the city's sign title; the logo's word mark says the same, so it is
          not read out twice. */}
      <Link to="/start" className="brand">
        <img className="brand-logo" src="/logo.svg" alt="" width={480} height={140} />
        <span className="brand-sign">
          <img src={hub.signIcon} alt="" width={48} height={48} />
          <span className="brand-city">{hub.signTitle[locale]}</span>
        </span>
      </Link>
      <button
        type="button"
        className="button button-ghost"
        aria-haspopup="dialog"
        commandfor={chooserId}
        command="show-modal"
        onClick={() => {
          // Browsers without invoker commands open the overlay once the script runs.
          if (!supportsInvokerCommands()) dialog.current?.showModal();
        }}
      >
        {t("switchLocation")}
      </button>
      <LocationChooser id={chooserId} ref={dialog} />
    </header>
  );
}
