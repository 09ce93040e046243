ALTER TABLE "trainer" ADD COLUMN "listing_rating" numeric(2, 1) GENERATED ALWAYS AS (round(rating_sum::numeric / nullif(review_count, 0), 1)) STORED;--> statement-breakpoint
ALTER TABLE "trainer" ADD COLUMN "from_price_paise" integer GENERATED ALWAYS AS (coalesce(least(case when coalesce((services -> 'personal' ->> 'enabled')::boolean, false) then coalesce((services -> 'personal' ->> 'pricePaise')::int, 0) end, case when coalesce((services -> 'group' ->> 'enabled')::boolean, false) then coalesce((services -> 'group' ->> 'pricePaise')::int, 0) end, case when coalesce((services -> 'online' ->> 'enabled')::boolean, false) then coalesce((services -> 'online' ->> 'pricePaise')::int, 0) end), 0)) STORED NOT NULL;--> statement-breakpoint
-- Decision 0020: the sorts other than nearest order every trainer in the circle (14,000 around
-- Mumbai). With the id and both sort keys in the covering index, the page is picked by an
-- index-only scan; only the page's trainers are then read from the heap.
DROP INDEX IF EXISTS "trainer_earth_point_idx";--> statement-breakpoint
CREATE INDEX "trainer_earth_point_idx" ON "trainer" USING gist ("earth_point") INCLUDE ("specializations", "services", "id", "listing_rating", "from_price_paise") WHERE "trainer"."published";
