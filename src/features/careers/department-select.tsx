import { useNavigate } from "react-router";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { careersPage } from "~/content/careers/copy";
import { departments } from "~/content/careers/departments";

/** 'Browse by department': choosing an option goes straight to that department's page. */
export function DepartmentSelect() {
  const navigate = useNavigate();
  return (
    <FormField label={careersPage.selectLabel} tone="onDark" className="w-full max-w-sm">
      {(field) => (
        <NativeSelect
          {...field}
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
        </NativeSelect>
      )}
    </FormField>
  );
}
