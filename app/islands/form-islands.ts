import { FormEngine } from "../features/hotel/form-engine/form-engine.tsx";
import { ResaleForms } from "../features/resale/resale-forms.tsx";
import { WaitListForm } from "../features/wait-list/wait-list-form.tsx";
import { NewsletterSignup } from "../components/newsletter-signup/newsletter-signup.tsx";
import { PostcardForm } from "../components/postcard/postcard-form.tsx";
import type { IslandComponents } from "./island-components.ts";

/** The forms of the reading pages, hydrated when a visitor reaches for one (hydrate-forms.tsx). */
export const formIslands = {
  postcard: PostcardForm,
  "newsletter-signup": NewsletterSignup,
  "hotel-form": FormEngine,
  "wait-list-form": WaitListForm,
  "resale-forms": ResaleForms,
} satisfies IslandComponents;
