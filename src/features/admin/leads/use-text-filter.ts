import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { withFilter, type FilterName } from "./lead-filters";

const TYPING_PAUSE_MS = 350;

/**
 * A filter typed into a text field: written to the URL after a short pause in typing (replacing the
 * history entry, so Back does not step through keystrokes), at once on Enter, and following the URL
 * when it changes from outside (back button, "Clear filters", a link). Spread the result on the input.
 */
export function useTextFilter(name: FilterName) {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(name) ?? "";
  const [value, setValue] = useState(urlValue);

  // Follow the URL when it changes from outside, during render.
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (seenUrlValue !== urlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== value.trim()) setValue(urlValue);
  }

  useEffect(() => {
    if (value.trim() === urlValue.trim()) return;
    const timer = setTimeout(
      () => setParams((current) => withFilter(current, name, value.trim()), { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [name, value, setParams, urlValue]);

  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    // Enter applies at once instead of waiting for the pause (the form has no submit button).
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      setParams(withFilter(params, name, value.trim()));
    },
  };
}
