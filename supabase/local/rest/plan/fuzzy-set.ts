// The "did you mean" matcher PostgREST uses for its hints (Haskell `fuzzyset`, a port of
// fuzzyset.js): cosine similarity of character n-grams (sizes 3 then 2), re-ranked by Levenshtein
// distance, best match at or above 0.33.
const MIN_SCORE = 0.33;
const GRAM_SIZES = [3, 2];

function grams(value: string, size: number): Map<string, number> {
  let simplified = `-${value.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, "")}-`;
  if (simplified.length < size) simplified += "-".repeat(size - simplified.length);
  const counts = new Map<string, number>();
  for (let i = 0; i <= simplified.length - size; i++) {
    const gram = simplified.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function norm(counts: Map<string, number>): number {
  let sum = 0;
  for (const count of counts.values()) sum += count * count;
  return Math.sqrt(sum);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

/** The closest of `candidates` to `value`, or undefined when nothing is close enough. */
export function closestMatch(candidates: string[], value: string): string | undefined {
  const byLower = new Map(candidates.map((candidate) => [candidate.toLowerCase(), candidate]));
  const lowered = value.toLowerCase();
  if (byLower.has(lowered)) return byLower.get(lowered);
  for (const size of GRAM_SIZES) {
    const wanted = grams(lowered, size);
    const wantedNorm = norm(wanted);
    const scored: Array<[number, string]> = [];
    for (const candidate of byLower.keys()) {
      const their = grams(candidate, size);
      let dot = 0;
      for (const [gram, count] of wanted) dot += count * (their.get(gram) ?? 0);
      if (dot > 0) scored.push([dot / (wantedNorm * norm(their)), candidate]);
    }
    if (scored.length === 0) continue;
    scored.sort((x, y) => y[0] - x[0]);
    const reranked = scored
      .slice(0, 50)
      .map(([, candidate]): [number, string] => [similarity(candidate, lowered), candidate])
      .sort((x, y) => y[0] - x[0])
      .filter(([score]) => score >= MIN_SCORE);
    if (reranked.length > 0) return byLower.get(reranked[0][1]);
  }
  return undefined;
}
