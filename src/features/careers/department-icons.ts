import { ClipboardList, ShieldCheck, TrendingUp, type IconComponent } from "~/components/ui/icons";
import type { DepartmentOption } from "~/content/careers/departments";

export const departmentIcons: Record<DepartmentOption["value"], IconComponent> = {
  sales: TrendingUp,
  administration: ClipboardList,
  technical: ShieldCheck,
};
