-- Custom SQL migration file, put your code below! --
-- hand-written below
-- The jobs move to pg-boss (its own tables, installed by pg-boss when the api starts, after the
-- migrations): the old table's unfinished jobs are held here until then, when the job runner queues
-- them in pg-boss and drops this table (apps/api/src/jobs/move-held-jobs.ts). Running ones were cut
-- off by the deploy; whether they may run again is their kind's to say, so they are held too.
CREATE TABLE "background_jobs_held" AS
  SELECT "kind", "payload", "dedupe_key", "coalesce_key", "status", greatest("max_attempts" - "attempts", 1) AS "attempts_left", "run_at"
  FROM "background_jobs"
  WHERE "status" IN ('queued', 'running');
