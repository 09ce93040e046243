DROP TRIGGER IF EXISTS "trainer_listing_change" ON "trainer";--> statement-breakpoint
DROP TRIGGER IF EXISTS "booking_listing_change" ON "booking";--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_change" ON "user";--> statement-breakpoint
DROP TRIGGER IF EXISTS "session_change" ON "session";--> statement-breakpoint
DROP FUNCTION IF EXISTS note_trainer_listing_change();--> statement-breakpoint
DROP FUNCTION IF EXISTS note_booking_listing_change();--> statement-breakpoint
DROP FUNCTION IF EXISTS note_user_change();--> statement-breakpoint
DROP FUNCTION IF EXISTS note_session_change();--> statement-breakpoint
DROP TABLE "change_note" CASCADE;
