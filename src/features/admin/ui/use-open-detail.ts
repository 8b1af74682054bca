import { useRef } from "react";
import { useSearchParams } from "react-router";
import { withOpenDetail } from "../list-params";

/**
 * A list's open detail view, named in the URL (`?lead=…`, `?report=…`) so it can be linked and
 * survives a reload. Opening and closing replace the history entry (Back never reopens a closed
 * detail), and `returnFocusTo` holds the control that opened it, for the dialog to give focus back.
 */
export function useOpenDetail(name: string) {
  const [params, setParams] = useSearchParams();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function setOpen(value: string | undefined) {
    if (value) returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setParams(withOpenDetail(params, name, value), { replace: true, preventScrollReset: true });
  }

  return { open: params.get(name) ?? undefined, setOpen, returnFocusTo };
}
