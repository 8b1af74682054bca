/**
 * The token of an email link such as `/careers/withdraw#token=<token>`, from the address's fragment
 * (which the browser never sends to a server, so no log holds it). Null when the fragment names
 * none. The token itself is the function's to judge: a forged or mangled one is answered 400.
 */
export function readFragmentToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim();
  return token ? token : null;
}
