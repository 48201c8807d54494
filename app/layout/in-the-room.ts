import { useLocation } from "react-router";

/**
 * Whether the page is the order page, which is the waiting room while the sale start's queue is
 * on: there nothing of the layout leads back to the packages or competes with the room.
 */
export const useInTheRoom = () => useLocation().pathname.startsWith("/ticket/order/");
