import { NotFoundPage } from "~/app/not-found-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Page Not Found"),
    description: "The page you were looking for does not exist.",
    path: "/404",
    noindex: true,
  });

export default function Route() {
  return <NotFoundPage />;
}
