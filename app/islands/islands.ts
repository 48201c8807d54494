import type { ComponentType } from "react";
import { FormEngine } from "../features/hotel/form-engine/form-engine.tsx";
import { ResaleForms } from "../features/ticket/resale-forms.tsx";
import { WaitListForm } from "../features/ticket/wait-list-form.tsx";
import { NewsletterSignup } from "../components/newsletter-signup/newsletter-signup.tsx";
import { PostcardForm } from "../components/postcard/postcard-form.tsx";

/**
 * The parts of reading pages that React hydrates once a visitor reaches for them (island.tsx),
 * by name: the islands' script (hydrate-islands.tsx) carries all of them. A component here takes
 * plain data as props (they travel as JSON) and needs no router: it is hydrated in a root of its
 * own, without React Router.
 */
export const islandComponents = {
  postcard: PostcardForm,
  "newsletter-signup": NewsletterSignup,
  "hotel-form": FormEngine,
  "wait-list-form": WaitListForm,
  "resale-forms": ResaleForms,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;
