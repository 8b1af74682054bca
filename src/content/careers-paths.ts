import { departments } from "./departments";
import { jobs, jobPath } from "./jobs";

export const departmentPaths = () => departments.map((d) => d.path);
export const jobPaths = () => jobs.map(jobPath);
