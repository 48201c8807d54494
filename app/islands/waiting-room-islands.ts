import { OrderView } from "../features/waiting-room/order-view.tsx";
import type { IslandComponents } from "./island-components.ts";

/**
 * The order page's view (the waiting room, or the way to the shop), hydrated as soon as the page
 * has loaded (hydrate-waiting-room.tsx). A script of its own: at the sale start it is the page
 * most phones open, and it should not evaluate every form of the site first.
 */
export const waitingRoomIslands = { "ticket-order": OrderView } satisfies IslandComponents;
