/**
 * An email address that, when its line is too narrow, breaks after the "@" (a <wbr>) rather than
 * leaving a letter or two of the domain alone on the next line.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
