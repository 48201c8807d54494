import { FormEngine } from "../features/hotel/form-engine/form-engine.tsx";
import { FormTransmitView } from "../features/hotel/form-transmit-view.tsx";
import { HotelCardView } from "../features/hotel/hotel-card-view.tsx";
import { ResaleForms } from "../features/resale/resale-forms.tsx";
import { WaitListForm } from "../features/wait-list/wait-list-form.tsx";
import { NewsletterSignup } from "../components/newsletter-signup/newsletter-signup.tsx";
import { PostcardForm } from "../components/postcard/postcard-form.tsx";
import type { IslandComponents } from "./island-components.ts";

/**
 * The forms of the reading pages, hydrated when a visitor reaches for one (hydrate-forms.tsx),
 * and the views of the hotel form's links from mails (PIN, card data), which share the form's
 * parts and wake at load.
 */
export const formIslands = {
  postcard: PostcardForm,
  "newsletter-signup": NewsletterSignup,
  "hotel-form": FormEngine,
  "wait-list-form": WaitListForm,
  "resale-forms": ResaleForms,
  "form-transmit": FormTransmitView,
  "hotel-card": HotelCardView,
} satisfies IslandComponents;
