/** A wait in minutes as people say it: "under 1 min", "42 min", "3 h 5 min", "2 d 4 h"; "–" when none was answered. */
export function formatWait(minutes: number | null): string {
  if (minutes === null) return "–";
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
