CREATE TABLE "trainer_client" (
	"trainer_id" text NOT NULL,
	"client_id" text NOT NULL,
	"session_count" integer DEFAULT 0 NOT NULL,
	"total_sessions" integer DEFAULT 0 NOT NULL,
	"join_date" timestamp with time zone,
	"last_session" timestamp with time zone,
	CONSTRAINT "trainer_client_trainer_id_client_id_pk" PRIMARY KEY("trainer_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "trainer_client" ADD CONSTRAINT "trainer_client_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_client" ADD CONSTRAINT "trainer_client_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_client_recent_idx" ON "trainer_client" USING btree ("trainer_id","last_session" DESC NULLS LAST,"client_id") WHERE "trainer_client"."session_count" > 0;--> statement-breakpoint
-- Recomputes one (trainer, client) row from the pair's bookings (a few per pair, read through
-- booking_trainer_client_idx). The row is locked first, so a concurrent change to the same pair
-- waits and then recomputes from a snapshot that includes the other's committed bookings:
-- the row always equals the recomputation, whatever the order of transactions.
-- A session is decision 0014's: confirmed, completed, or cancelled after payment (payment
-- clears hold_expires_at, so a cancelled booking that still has one was an unpaid hold).
CREATE FUNCTION refresh_trainer_client(pair_trainer text, pair_client text, may_create boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF may_create THEN
		INSERT INTO trainer_client (trainer_id, client_id) VALUES (pair_trainer, pair_client) ON CONFLICT DO NOTHING;
	END IF;
	PERFORM 1 FROM trainer_client WHERE trainer_id = pair_trainer AND client_id = pair_client FOR UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	UPDATE trainer_client SET (session_count, total_sessions, join_date, last_session) = (
		SELECT count(*), count(*) FILTER (WHERE status IN ('confirmed', 'completed')), min(created_at),
			max(starts_at) FILTER (WHERE status IN ('confirmed', 'completed'))
		FROM booking
		WHERE trainer_id = pair_trainer AND client_id = pair_client
			AND (status IN ('confirmed', 'completed') OR (status = 'cancelled' AND hold_expires_at IS NULL)))
	WHERE trainer_id = pair_trainer AND client_id = pair_client;
END $$;
--> statement-breakpoint
-- Holds that never became sessions touch nothing; a deleted booking never creates a row (its
-- trainer or client may be going too, by cascade).
CREATE FUNCTION sync_trainer_client() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_session boolean := TG_OP <> 'INSERT' AND (OLD.status IN ('confirmed', 'completed') OR (OLD.status = 'cancelled' AND OLD.hold_expires_at IS NULL));
	new_session boolean := TG_OP <> 'DELETE' AND (NEW.status IN ('confirmed', 'completed') OR (NEW.status = 'cancelled' AND NEW.hold_expires_at IS NULL));
BEGIN
	IF old_session THEN
		PERFORM refresh_trainer_client(OLD.trainer_id, OLD.client_id, false);
	END IF;
	IF new_session AND NOT (old_session AND NEW.trainer_id = OLD.trainer_id AND NEW.client_id = OLD.client_id) THEN
		PERFORM refresh_trainer_client(NEW.trainer_id, NEW.client_id, true);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_trainer_client AFTER INSERT OR DELETE OR UPDATE OF status, hold_expires_at, starts_at, created_at, trainer_id, client_id ON "booking" FOR EACH ROW EXECUTE FUNCTION sync_trainer_client();
--> statement-breakpoint
INSERT INTO trainer_client (trainer_id, client_id, session_count, total_sessions, join_date, last_session)
SELECT trainer_id, client_id, count(*), count(*) FILTER (WHERE status IN ('confirmed', 'completed')), min(created_at),
	max(starts_at) FILTER (WHERE status IN ('confirmed', 'completed'))
FROM booking
WHERE status IN ('confirmed', 'completed') OR (status = 'cancelled' AND hold_expires_at IS NULL)
GROUP BY trainer_id, client_id;
