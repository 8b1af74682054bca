import { LoaderCircle } from "./icons";

/** A button's label that turns into a spinner and a progress text while its action runs. */
export function BusyLabel({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  if (!busy) return <>{idle}</>;
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      {working}
    </>
  );
}
