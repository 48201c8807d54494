import { PageTitle } from "../../components/page-title.tsx";
import { postcardMessages } from "../../components/postcard/postcard.messages.ts";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** A reading page whose two forms hydrate as islands when the visitor reaches for them. */
export const handle = { readingPage: true, islands: "forms" } satisfies ReadingPageHandle;

/** The two forms' fields, schemas and calls load after the page. */
const PostcardForm = island(
  "forms",
  "postcard",
  async () => (await import("../../components/postcard/postcard-form.tsx")).PostcardForm,
);
const NewsletterSignup = island(
  "forms",
  "newsletter-signup",
  async () =>
    (await import("../../components/newsletter-signup/newsletter-signup.tsx")).NewsletterSignup,
);

/** /contact (alias /newsletter): the postcard to the organiser, the newsletter sign-up below. */
export default function Contact() {
  const t = useMessages(postcardMessages);
  return (
    <article className="contact-page">
      <PageTitle>{t("pageTitle")}</PageTitle>
      <h1>{t("pageTitle")}</h1>
      <PostcardForm wake="interaction" />
      <NewsletterSignup wake="interaction" />
    </article>
  );
}
