DROP INDEX "trainer_status_idx";--> statement-breakpoint
ALTER TABLE "trainer" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "trainer_status_idx" ON "trainer" USING btree ("status","submitted_at");