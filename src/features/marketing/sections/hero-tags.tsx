/** Standards and technologies a product covers, as quiet pills in the hero. */
export function HeroTags({ label, tags }: { label: string; tags: readonly string[] }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-navy-foreground">{label}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm text-white">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
