// Demo booking under contention, on the local stack (loopback only), through the real Edge Functions
// with the official client. The seed's one rep (the local admin, weekdays 09:00-17:00 New York)
// offers 16 half-hour slots a day. Two scenarios, each round on a weekday of its own three weeks
// ahead or more (so the rep's minimum notice never matters):
//   one slot: VISITORS demo requests, then all of them book the same free slot at once; exactly
//     one may win, every other must get 409 with fresh slots to pick from.
//   every slot of a day: one booking per free slot of the day, all at once. No two calls want the
//     same slot, but the rep keeps a buffer between meetings, so neighbouring slots exclude each
//     other: at most every other slot can be booked, and which ones win depends on arrival order.
//     A day holds 16 slots, so this scenario sends at most 16 calls, whatever VISITORS says.
// Prints a table per scenario and a summary line; exits 1 when an invariant is broken.
//   npm run bench:booking          (BENCH_BOOKING_ROUNDS=<n>, BENCH_BOOKING_VISITORS=<n>)

import { SLOT_MINUTES } from "../supabase/functions/_shared/demo-slots.ts";
import { type InvokeOutcome, type LeadStack, startLeadStack } from "../supabase/functions/_tests/lead-stack.ts";
import { ANON_KEY } from "../supabase/local/keys.ts";

const ROUNDS = Math.min(Number(process.env.BENCH_BOOKING_ROUNDS) || 5, 20);
const VISITORS = Math.min(Number(process.env.BENCH_BOOKING_VISITORS) || 20, 200);
const TIME_ZONE = "America/New_York";
const REP = "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

// Every call comes from 127.0.0.1: lift the limit so the figures are the functions', not 429s.
const ENV = { LEADS_RATE_LIMIT_MAX: String(100 * ROUNDS * VISITORS) };

interface Slot {
  start: string;
  end: string;
}

interface TimedAnswer extends InvokeOutcome {
  ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => Number(value.toFixed(1));

const localTime = (instant: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(
    new Date(instant),
  );

/** The n-th weekday (0-based) from three weeks ahead: each round's own day, all free on a fresh stack. */
function weekdayAhead(n: number): string {
  const day = new Date(Date.now() + 21 * DAY_MS);
  for (let left = n; ; day.setUTCDate(day.getUTCDate() + 1)) {
    if ([0, 6].includes(day.getUTCDay())) continue;
    if (left-- === 0) return day.toISOString().slice(0, 10);
  }
}

async function freeSlots(lead: LeadStack, date: string): Promise<Slot[]> {
  const query = new URLSearchParams({ from: date, days: "1", tz: TIME_ZONE });
  const response = await fetch(`${lead.stack.apiUrl}/functions/v1/demo-availability?${query}`, {
    headers: { Authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
  });
  if (response.status !== 200) throw new Error(`demo-availability answered ${response.status} for ${date}`);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

async function demoRequests(lead: LeadStack, label: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const answer = await lead.invoke("send-demo-request", {
        fullName: "Bench Visitor",
        email: `bench-booking-${label}-${i}@example.com`,
        company: "Bench Co",
      });
      if (answer.status !== 200)
        throw new Error(`demo request answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return (answer.body as { requestId: string }).requestId;
    }),
  );
}

/** Every booking sent at once; each answer timed from its own call to its own response. */
function bookAtOnce(lead: LeadStack, bookings: Array<{ requestId: string; start: string }>): Promise<TimedAnswer[]> {
  return Promise.all(
    bookings.map(async ({ requestId, start }) => {
      const t0 = performance.now();
      const answer = await lead.invoke("book-demo", { requestId, start, timeZone: TIME_ZONE });
      return { ...answer, ms: performance.now() - t0 };
    }),
  );
}

const won = (answer: InvokeOutcome) => answer.status === 200;

/** A loser told the truth: 409, with fresh slots to pick from. */
function lostWithSlots(answer: InvokeOutcome): boolean {
  const slots = (answer.body as { slots?: unknown } | null)?.slots;
  return answer.status === 409 && Array.isArray(slots) && slots.length > 0;
}

/** Anything else, counted by status: "409 (no slots) x2, 500 x1". */
function otherOutcomes(answers: InvokeOutcome[]): { count: number; label: string } {
  const others = new Map<string, number>();
  for (const answer of answers.filter((a) => !won(a) && !lostWithSlots(a))) {
    const key = answer.status === 409 ? "409 (no slots)" : String(answer.status);
    others.set(key, (others.get(key) ?? 0) + 1);
  }
  const label = [...others].map(([status, count]) => `${status} x${count}`).join(", ");
  return { count: [...others.values()].reduce((sum, count) => sum + count, 0), label: label || "-" };
}

function latencyColumns(answers: TimedAnswer[]) {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    "p50 ms": ms(percentile(sorted, 50)),
    "p95 ms": ms(percentile(sorted, 95)),
    "max ms": ms(sorted[sorted.length - 1]),
  };
}

async function bookedOn(lead: LeadStack, date: string): Promise<Array<{ start: number; end: number }>> {
  const { data, error } = await lead.serviceRole
    .from("demo_bookings")
    .select("starts_at, ends_at")
    .eq("status", "booked")
    .gte("starts_at", `${date}T00:00:00Z`)
    // The rep's 09:00-17:00 New York is within the same UTC date, in summer and winter time.
    .lt("starts_at", new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString());
  if (error) throw new Error(`reading demo_bookings: ${error.message}`);
  return (data as Array<{ starts_at: string; ends_at: string }>)
    .map((row) => ({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) }))
    .sort((a, b) => a.start - b.start);
}

/** The most of `slots` one rep can hold with `bufferMs` between meetings (earliest-first is optimal). */
function mostBookable(slots: Slot[], bufferMs: number): number {
  let count = 0;
  let freeFrom = -Infinity;
  for (const slot of slots) {
    if (Date.parse(slot.start) < freeFrom) continue;
    count += 1;
    freeFrom = Date.parse(slot.end) + bufferMs;
  }
  return count;
}

function summaryLine(label: string, rows: number, answers: TimedAnswer[], extra: string): string {
  const latency = latencyColumns(answers);
  const other = otherOutcomes(answers);
  return (
    `${label}: ${rows} rounds, ${answers.length} calls: ${answers.filter(won).length} won, ` +
    `${answers.filter(lostWithSlots).length} lost with fresh slots, ${other.count} other (${other.label}); ` +
    `${extra}; latency p50 ${latency["p50 ms"]} ms, p95 ${latency["p95 ms"]} ms, max ${latency["max ms"]} ms.`
  );
}

async function oneSlotScenario(lead: LeadStack): Promise<boolean> {
  const rows = [];
  const all: TimedAnswer[] = [];
  let roundsWithOneWinner = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const date = weekdayAhead(round);
    const requestIds = await demoRequests(lead, `same-${round}`, VISITORS);
    const [slot] = await freeSlots(lead, date);
    const answers = await bookAtOnce(
      lead,
      requestIds.map((requestId) => ({ requestId, start: slot.start })),
    );
    all.push(...answers);
    const winners = answers.filter(won);
    const booked = (await bookedOn(lead, date)).length;
    if (winners.length === 1 && booked === 1 && answers.filter(lostWithSlots).length === VISITORS - 1) {
      roundsWithOneWinner += 1;
    }
    rows.push({
      round: round + 1,
      day: date,
      slot: localTime(slot.start),
      calls: answers.length,
      "winners (200)": winners.length,
      "lost (409 + slots)": answers.filter(lostWithSlots).length,
      other: otherOutcomes(answers).label,
      "booked (db)": booked,
      "winner ms": winners.length === 1 ? ms(winners[0].ms) : "-",
      ...latencyColumns(answers),
    });
  }
  console.log(`\nOne slot: ${VISITORS} visitors book the same free slot at once (New York time)`);
  console.table(rows);
  console.log(summaryLine("One slot", ROUNDS, all, `${roundsWithOneWinner}/${ROUNDS} rounds had exactly one winner`));
  return roundsWithOneWinner === ROUNDS;
}

async function everySlotScenario(lead: LeadStack): Promise<boolean> {
  const { data, error } = await lead.serviceRole.from("demo_reps").select("buffer_minutes").eq("user_id", REP);
  if (error || !data?.[0]) throw new Error(`reading the rep's buffer: ${error?.message ?? "no rep"}`);
  const bufferMinutes = (data[0] as { buffer_minutes: number }).buffer_minutes;
  const rows = [];
  const all: TimedAnswer[] = [];
  let sound = true;
  for (let round = 0; round < ROUNDS; round++) {
    const date = weekdayAhead(ROUNDS + round);
    const slots = (await freeSlots(lead, date)).slice(0, VISITORS);
    const requestIds = await demoRequests(lead, `spread-${round}`, slots.length);
    const answers = await bookAtOnce(
      lead,
      slots.map((slot, i) => ({ requestId: requestIds[i], start: slot.start })),
    );
    all.push(...answers);
    const booked = await bookedOn(lead, date);
    // The database's word on the buffer: no two of the rep's meetings closer than it.
    const closest = booked.slice(1).map((meeting, i) => (meeting.start - booked[i].end) / MINUTE_MS);
    const apart = closest.every((gap) => gap >= bufferMinutes);
    const winners = answers.filter(won).length;
    sound &&= apart && booked.length === winners && otherOutcomes(answers).count === 0;
    rows.push({
      round: round + 1,
      day: date,
      calls: answers.length,
      "winners (200)": winners,
      "lost (409 + slots)": answers.filter(lostWithSlots).length,
      other: otherOutcomes(answers).label,
      "most bookable": mostBookable(slots, bufferMinutes * MINUTE_MS),
      "booked (db)": booked.length,
      [`all >= ${bufferMinutes} min apart`]: apart ? "yes" : "NO",
      won: answers
        .map((answer, i) => (won(answer) ? localTime(slots[i].start) : null))
        .filter(Boolean)
        .join(" "),
      ...latencyColumns(answers),
    });
  }
  console.log(
    `\nEvery slot of a day: one booking per free slot, all at once (${SLOT_MINUTES}-minute slots, ` +
      `the rep's ${bufferMinutes}-minute buffer: neighbouring slots exclude each other)`,
  );
  console.table(rows);
  const mostWins = rows.reduce((sum, row) => sum + row["most bookable"], 0);
  console.log(summaryLine("Every slot", ROUNDS, all, `${all.filter(won).length} of ${mostWins} bookable won`));
  return sound;
}

async function main() {
  const started = performance.now();
  const lead = await startLeadStack(ENV);
  try {
    // Start each function's worker before timing, on a day no round uses.
    const warmDay = weekdayAhead(2 * ROUNDS);
    const [warmRequest] = await demoRequests(lead, "warm", 1);
    const [warmSlot] = await freeSlots(lead, warmDay);
    await bookAtOnce(lead, [{ requestId: warmRequest, start: warmSlot.start }]);
    console.log(`Demo booking under contention: ${ROUNDS} rounds per scenario, one rep, functions warm.`);

    const oneWinner = await oneSlotScenario(lead);
    const buffered = await everySlotScenario(lead);
    if (!oneWinner || !buffered) {
      console.error("\nAn invariant broke: see the tables (one winner per slot, the buffer, no other statuses).");
      process.exitCode = 1;
    }
  } finally {
    await lead.stop();
  }
  console.log(`\nDone in ${ms((performance.now() - started) / 1000)} s, stack stopped.`);
}

await main();
