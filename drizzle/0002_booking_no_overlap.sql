-- No two active bookings of one trainer may overlap; an expired hold or a cancellation frees the time.
ALTER TABLE "booking" ADD CONSTRAINT "booking_no_overlap" EXCLUDE USING gist (
  "trainer_id" WITH =,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" IN ('pending', 'confirmed', 'completed'));
