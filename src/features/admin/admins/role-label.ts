// A staff role's name as people read it: "admin" → "Admin", "sales" → "Sales", "site_content" →
// "Site content", "hr" → "HR"; with "article", "an admin", "a sales colleague", "an HR colleague".

/** Roles named by an initialism: written in capitals, and their article goes by the first letter's sound. */
const INITIALISMS: Record<string, { title: string; article: "a" | "an" }> = {
  hr: { title: "HR", article: "an" },
};

export function roleLabel(role: string, form: "title" | "article" = "title"): string {
  const initialism = INITIALISMS[role];
  if (initialism) return form === "title" ? initialism.title : `${initialism.article} ${initialism.title} colleague`;
  const words = role.replace(/_/g, " ");
  if (form === "title") return words.charAt(0).toUpperCase() + words.slice(1);
  const noun = role === "admin" ? "admin" : `${words} colleague`;
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}
