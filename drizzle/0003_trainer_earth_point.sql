DROP INDEX "trainer_geo_idx";--> statement-breakpoint
ALTER TABLE "trainer" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "trainer_earth_point_idx" ON "trainer" USING gist ("earth_point") WHERE "trainer"."published";