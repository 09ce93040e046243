-- The trainer's sessions newest first with ties by id are read in index order, so the generic
-- plan of the earnings transactions stops after its 50 rows (0.39 ms) instead of joining and
-- sorting the whole month (2.2 ms), and a history cursor is an index condition.
DROP INDEX "booking_trainer_idx";--> statement-breakpoint
CREATE INDEX "booking_trainer_idx" ON "booking" USING btree ("trainer_id","starts_at","id");
