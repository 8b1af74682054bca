import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { DepartmentPage } from "~/features/careers/department-page";
import { departmentEntry } from "~/content/careers/department-intros";
import { departments } from "~/content/careers/departments";
import { entryAt, entryMeta } from "~/lib/seo";

const byPath = (pathname: string) => entryAt(departments, pathname);

export const meta = ({ location }: MetaArgs) => {
  const dept = byPath(location.pathname);
  return dept ? entryMeta(departmentEntry(dept)) : [];
};

export default function Route() {
  const dept = byPath(useLocation().pathname);
  return dept ? <DepartmentPage department={dept} /> : null;
}
