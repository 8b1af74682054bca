export type JobCategory = "Sales" | "Administration" | "Technical";

export interface DepartmentOption {
  value: Lowercase<JobCategory>;
  label: JobCategory;
  path: string;
}

export const departments = [
  { value: "sales", label: "Sales", path: "/careers/sales" },
  { value: "administration", label: "Administration", path: "/careers/administration" },
  { value: "technical", label: "Technical", path: "/careers/technical" },
] as const satisfies readonly DepartmentOption[];
