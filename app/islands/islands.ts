import type { ComponentType } from "react";
import { NewsletterSignup } from "../components/newsletter-signup/newsletter-signup.tsx";
import { PostcardForm } from "../components/postcard/postcard-form.tsx";

/**
 * The parts of reading pages that React hydrates once a visitor reaches for them (island.tsx),
 * by name: the islands' script (client.tsx) carries all of them. A component here takes no props
 * and needs no router: it is hydrated in a root of its own, without React Router.
 */
export const islandComponents = {
  postcard: PostcardForm,
  "newsletter-signup": NewsletterSignup,
} satisfies Record<string, ComponentType>;

export type IslandName = keyof typeof islandComponents;
