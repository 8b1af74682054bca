import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { DepartmentPage } from "~/features/careers/department-page";
import { departments } from "~/content/departments";
import { brandTitle, pageMeta } from "~/lib/seo";

const byPath = (pathname: string) => departments.find((d) => pathname.replace(/\/$/, "") === d.path);

export const meta = ({ location }: MetaArgs) => {
  const dept = byPath(location.pathname);
  return pageMeta({
    title: brandTitle(`${dept?.label ?? ""} Careers`),
    description: `Open ${dept?.label.toLowerCase()} positions at SentinelForge, with benefits and what you will do.`,
    path: location.pathname,
  });
};

export default function Route() {
  const dept = byPath(useLocation().pathname);
  return dept ? <DepartmentPage department={dept} /> : null;
}
