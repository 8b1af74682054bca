import { ClipboardList, ShieldCheck, TrendingUp, type LucideIcon } from "lucide-react";
import type { DepartmentOption } from "~/content/careers/departments";

export const departmentIcons: Record<DepartmentOption["value"], LucideIcon> = {
  sales: TrendingUp,
  administration: ClipboardList,
  technical: ShieldCheck,
};
