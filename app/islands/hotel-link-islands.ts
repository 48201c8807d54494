import { FormTransmitView } from "../features/hotel/form-transmit-view.tsx";
import { HotelCardView } from "../features/hotel/hotel-card-view.tsx";
import type { IslandComponents } from "./island-components.ts";

/**
 * The views behind the hotel form's links from mails (the PIN's sending, the hotel's card data),
 * hydrated as soon as the page has loaded (hydrate-hotel-links.tsx). A script of their own: they
 * call the form's API, which the other mail links' script does not carry.
 */
export const hotelLinkIslands = {
  "form-transmit": FormTransmitView,
  "hotel-card": HotelCardView,
} satisfies IslandComponents;
