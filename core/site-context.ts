import type { HubId } from "./content/common.ts";
import type { ContentStore } from "./content/store.ts";
import type { FormDefinition } from "./forms/definition.ts";
import type { Locale } from "./locale.ts";
import type { ImageSizeOf } from "./media.ts";
import type { WaitingRoomView } from "./api/waiting-room.ts";
import type { WaitListView } from "./api/wait-list.ts";
import type { WaitListEntryView } from "./api/wait-list-link.ts";

/**
 * What the server hands to every page loader: the injectable clock, the content,
 * the hub chosen by host name, and where the other hubs live. Only the type lives here (core
 * stays free of frameworks); the React Router context that carries it is app/site-context.ts.
 */
export interface SiteContext {
  now(): Date;
  content: ContentStore;
  hubId: HubId;
  /** Absolute base URL of each hub's site, for the location chooser. */
  hubUrls: Record<HubId, string>;
  /** Absolute base URL of this site (link previews): from the configuration, never the Host. */
  siteUrl: string;
  locale: Locale;
  /** Pixel size of an image under public/ or an upload by its site path, if known. */
  imageSize: ImageSizeOf;
  /** True in development: unpublished posts show faded instead of hidden. */
  dev: boolean;
  /** Validated form definitions of content/forms, by key (the form engine renders them). */
  forms: Record<string, FormDefinition>;
  /** Names this request in the log, so that its entries can be found together. */
  requestId: string;
  /**
   * Render the whole page before answering (the page cache stores it whole): Suspense
   * boundaries are in the HTML in place, never streamed in later by a script.
   */
  wholePage?: boolean;
  /** The Content-Security-Policy nonce of this response's inline scripts (none in development). */
  nonce?: string;
  /**
   * The waiting room as the visitor whose request carries `cookieHeader` sees it, for a package
   * of a shop (the order page renders it without scripts).
   */
  waitingRoom(
    ticketShopId: number,
    packageId: string | null,
    cookieHeader: string | null,
  ): Promise<WaitingRoomView>;
  /** A package's wait list this season, as its page shows it. */
  waitList(packageId: string): Promise<WaitListView>;
  /** A person's place on a wait list by their mail's link (reading only). */
  waitListEntry(id: string): Promise<WaitListEntryView>;
}
