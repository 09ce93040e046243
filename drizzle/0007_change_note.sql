CREATE TABLE "change_note" (
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_note_xid_idx" ON "change_note" USING btree ("xid");--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_trainer_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO change_note (topic, key) VALUES ('trainer', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_booking_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO change_note (topic, key) VALUES ('trainer', CASE WHEN TG_OP = 'DELETE' THEN OLD.trainer_id ELSE NEW.trainer_id END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION note_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO change_note (topic, key) VALUES ('user', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_change AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION note_user_change();
--> statement-breakpoint
CREATE FUNCTION note_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO change_note (topic, key) VALUES ('user', OLD.user_id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_change AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION note_session_change();
--> statement-breakpoint
DROP TABLE "listing_change" CASCADE;
