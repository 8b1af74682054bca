import { ContactPage } from "~/features/contact/contact-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Contact SentinelForge sales and security specialists. We reply within 24 hours; our operations center runs 24/7.",
    path: "/contact",
  });

export default function Route() {
  return <ContactPage />;
}
