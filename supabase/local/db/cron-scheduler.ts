// pg_cron's background worker, for the emulated pg_cron (extensions/pg_cron--1.6.sql): runs each
// active job of cron.job on its schedule, as the database owner, and records every run in
// cron.job_run_details. As pg_cron: "N seconds" jobs run every N seconds from when the scheduler
// started, cron expressions in UTC (cron.timezone's default), @reboot once at start; a job whose
// previous run has not finished is not started again. A project without pg_cron has no cron.job
// table, and the scheduler stays idle; so does it where the real pg_cron runs the jobs.
import { Cron } from "croner";
import type { Database } from "./database.ts";
import { emulatedSchema } from "./extensions.ts";

interface JobRow {
  jobid: number;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
  active: boolean;
}

export interface JobRun {
  status: "succeeded" | "failed";
  returnMessage: string;
}

export interface CronScheduler {
  /** Runs the named job now (after its run in progress, if any) and resolves with the outcome. */
  runJob(jobName: string): Promise<JobRun>;
  stop(): Promise<void>;
}

const SECONDS = /^\s*(\d+)\s+seconds?\s*$/i;

/** When a job is next due after `from`, or null when its schedule never fires again. */
function nextRunAfter(job: JobRow, from: number, startedAt: number): number | null {
  const seconds = job.schedule.match(SECONDS);
  if (seconds) {
    const period = Number(seconds[1]) * 1000;
    return startedAt + (Math.floor((from - startedAt) / period) + 1) * period;
  }
  if (/^\s*@reboot\s*$/i.test(job.schedule)) return from === startedAt ? startedAt : null;
  return new Cron(job.schedule.trim(), { timezone: "UTC", paused: true }).nextRun(new Date(from))?.getTime() ?? null;
}

export async function startCronScheduler(db: Database, options: { quiet?: boolean } = {}): Promise<CronScheduler> {
  const startedAt = Date.now();
  const running = new Map<number, Promise<JobRun>>();
  const due = new Map<number, number>();
  const schedules = new Map<number, string>();
  let jobs: JobRow[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  // Only the emulated extension's jobs: a real pg_cron (PostgreSQL 15 with it preloaded) runs its own.
  const hasCron = async () => (await emulatedSchema(db, "cron")) !== null;

  async function run(job: JobRow): Promise<JobRun> {
    const details = await db.query<{ runid: number }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, $2, current_database(), $3, $4, 'running', now()) returning runid`,
      [job.jobid, process.pid, job.username, job.command],
    );
    let outcome: JobRun;
    try {
      const results = await db.exec(job.command);
      const last = results.at(-1);
      outcome = { status: "succeeded", returnMessage: `${last?.affectedRows ?? last?.rows.length ?? 0} row(s)` };
    } catch (error) {
      outcome = { status: "failed", returnMessage: (error as Error).message };
      if (!options.quiet && !stopped)
        console.error(`[local-stack] cron job ${job.jobname ?? job.jobid} failed:`, error);
    }
    if (!stopped) {
      await db.query(
        "update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1",
        [details.rows[0].runid, outcome.status, outcome.returnMessage],
      );
    }
    return outcome;
  }

  function runAfterCurrent(job: JobRow): Promise<JobRun> {
    const previous = running.get(job.jobid) ?? Promise.resolve(undefined);
    const next = previous.catch(() => undefined).then(() => run(job));
    running.set(job.jobid, next);
    void next.finally(() => running.get(job.jobid) === next && running.delete(job.jobid)).catch(() => undefined);
    return next;
  }

  function arm(): void {
    clearTimeout(timer);
    if (stopped || due.size === 0) return;
    const soonest = Math.min(...due.values());
    timer = setTimeout(tick, Math.max(0, soonest - Date.now()));
  }

  function tick(): void {
    const now = Date.now();
    for (const job of jobs) {
      const at = due.get(job.jobid);
      if (at === undefined || at > now) continue;
      if (!running.has(job.jobid)) void runAfterCurrent(job).catch(() => undefined);
      const next = nextRunAfter(job, now, startedAt);
      if (next === null) due.delete(job.jobid);
      else due.set(job.jobid, next);
    }
    arm();
  }

  async function load(first = false): Promise<void> {
    if (stopped || !(await hasCron())) return;
    jobs = (await db.query<JobRow>("select jobid, jobname, schedule, command, username, active from cron.job")).rows;
    const kept = new Map(due);
    due.clear();
    for (const job of jobs.filter((j) => j.active)) {
      try {
        // A job whose schedule is unchanged keeps its turn; a new or rescheduled one starts afresh.
        const unchanged = schedules.get(job.jobid) === job.schedule;
        schedules.set(job.jobid, job.schedule);
        const next = first ? nextRunAfter(job, startedAt, startedAt) : unchanged ? kept.get(job.jobid) : undefined;
        const at = next ?? nextRunAfter(job, Date.now(), startedAt);
        if (at !== null) due.set(job.jobid, at);
      } catch (error) {
        console.error(`[local-stack] cron job ${job.jobname ?? job.jobid}: cannot parse "${job.schedule}":`, error);
      }
    }
    arm();
  }

  await load(true);
  const unlisten = await db.listen("cron_job_changed", () => void load().catch(() => undefined));
  if (!options.quiet && jobs.length) {
    console.log(`[local-stack] cron: ${jobs.map((job) => `${job.jobname ?? job.jobid} (${job.schedule})`).join(", ")}`);
  }

  return {
    async runJob(jobName) {
      await load();
      const job = jobs.find((candidate) => candidate.jobname === jobName);
      if (!job) throw new Error(`No cron job named ${jobName}`);
      return runAfterCurrent(job);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten();
      await Promise.allSettled(running.values());
    },
  };
}
