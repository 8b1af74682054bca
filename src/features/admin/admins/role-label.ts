// A staff role's name as people read it: "admin" → "Admin", "sales" → "Sales", "site_content" →
// "Site content"; with "article", "an admin", "a sales colleague".

export function roleLabel(role: string, form: "title" | "article" = "title"): string {
  const words = role.replace(/_/g, " ");
  if (form === "title") return words.charAt(0).toUpperCase() + words.slice(1);
  const noun = role === "admin" ? "admin" : `${words} colleague`;
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}
