import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { useNavigate } from "react-router";
import { selectClassName } from "~/components/ui/field";
import { careersPage } from "~/content/careers/copy";
import { departments } from "~/content/careers/departments";

/** 'Browse by department': choosing an option goes straight to that department's page. */
export function DepartmentSelect() {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className="w-full max-w-sm">
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-white">
        {careersPage.selectLabel}
      </label>
      <div className="relative">
        <select
          id={id}
          className={selectClassName}
          value=""
          onChange={(event) => {
            const department = departments.find((d) => d.value === event.target.value);
            if (department) navigate(department.path);
          }}
        >
          <option value="" disabled>
            {careersPage.selectPlaceholder}
          </option>
          {departments.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
