import { NewsletterSignup } from "../components/newsletter-signup/newsletter-signup.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { PostcardForm } from "../components/postcard/postcard-form.tsx";
import { postcardMessages } from "../components/postcard/postcard.messages.ts";
import { useMessages } from "../i18n/messages.ts";

/** /contact (alias /newsletter): the postcard to the organiser, the newsletter sign-up below. */
export default function Contact() {
  const t = useMessages(postcardMessages);
  return (
    <article className="contact-page">
      <PageTitle>{t("pageTitle")}</PageTitle>
      <h1>{t("pageTitle")}</h1>
      <PostcardForm />
      <NewsletterSignup />
    </article>
  );
}
