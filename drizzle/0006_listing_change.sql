CREATE TABLE "listing_change" (
	"trainer_id" text NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_change_xid_idx" ON "listing_change" USING btree ("xid");--> statement-breakpoint
CREATE FUNCTION note_trainer_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO listing_change (trainer_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trainer_listing_change AFTER INSERT OR UPDATE OR DELETE ON "trainer" FOR EACH ROW EXECUTE FUNCTION note_trainer_listing_change();
--> statement-breakpoint
CREATE FUNCTION note_booking_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO listing_change (trainer_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.trainer_id ELSE NEW.trainer_id END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_listing_change AFTER INSERT OR UPDATE OR DELETE ON "booking" FOR EACH ROW EXECUTE FUNCTION note_booking_listing_change();
