import { Link } from "react-router";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";
import { useLayoutData } from "../hooks/use-layout-data.ts";
import { useSaleState } from "../hooks/use-sale-state.ts";
import { TicketCountdown } from "./ticket-countdown.tsx";
import { useInTheRoom } from "./in-the-room.ts";
import { TextListSection } from "../components/text-list.tsx";

/**
 * Party facts, countdown and ticket button (while the hub has a party ahead), merch, newsletter
 * and partners. In the waiting room the room itself counts down and leads to the shop: a second
 * countdown with a disabled ticket button under it (on a phone, below the room), or a link back
 * to the tickets, would only compete with it (the room has its own way back).
 */
export function Sidebar() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const { partyAhead } = useSaleState();
  const inRoom = useInTheRoom();
  return (
    <aside className="sidebar" aria-label={t("sidebarLabel")}>
      {partyAhead && <PartyFacts inRoom={inRoom} />}
      {partyAhead && !inRoom && <TicketCountdown />}
      <a className="button button-secondary" href={hub.links.merch} rel="noopener" target="_blank">
        {t("merch")}
      </a>
      <Link className="button button-secondary" to="/contact#newsletter">
        {t("newsletterButton")}
      </Link>
      {hub.partners.length > 0 && (
        <section className="card partners" aria-labelledby="partners-title">
          <h2 id="partners-title">{t("partnersTitle")}</h2>
          <ul>
            {hub.partners.map((partner) => (
              <li key={partner.href}>
                <a href={partner.href} rel="noopener" target="_blank">
                  {partner.name}
                </a>
                <span>{partner.description[locale]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

/** The next party's facts; their link to the tickets only outside the room (it leads out of it). */
function PartyFacts({ inRoom }: { inRoom: boolean }) {
  const t = useMessages(layoutMessages);
  const { hub } = useLayoutData();
  return (
    <TextListSection
      className="card party-facts"
      titleId="party-facts-title"
      title={t("partyFactsTitle")}
      items={hub.partyFacts}
    >
      {!inRoom && <Link to="/ticket">{t("partyFactsLink")}</Link>}
    </TextListSection>
  );
}
