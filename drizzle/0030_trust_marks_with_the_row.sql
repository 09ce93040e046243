ALTER TABLE "trainer" ADD COLUMN "completed_sessions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer" ADD COLUMN "kyc_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The card's trust marks kept with the trainer's row, so that a listing page reads them with the
-- row instead of two index lookups per card
-- (docs/decisions/0052-nearby-at-a-millisecond-of-cpu.md). Only the trainers with a
-- mark are touched: each update also notes a listing change.
WITH sessions AS (
	SELECT trainer_id, count(*)::int AS n FROM booking WHERE status = 'completed' GROUP BY trainer_id
), kyc AS (
	SELECT trainer_id FROM trainer_kyc WHERE status = 'completed'
), marks AS (
	SELECT coalesce(s.trainer_id, k.trainer_id) AS trainer_id, coalesce(s.n, 0) AS n,
		k.trainer_id IS NOT NULL AS kyc
	FROM sessions s FULL JOIN kyc k ON k.trainer_id = s.trainer_id
)
UPDATE "trainer" t SET completed_sessions = marks.n, kyc_completed = marks.kyc
FROM marks WHERE t.id = marks.trainer_id;
--> statement-breakpoint
-- Inserts and deletes come in bulk (the demo seed, an account's erasure): once per statement.
-- A status change is one booking at a time, and most are not to or from completed: a row
-- trigger whose WHEN clause skips them without calling the function.
CREATE FUNCTION count_completed_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE trainer t SET completed_sessions = t.completed_sessions + added.n
		FROM (SELECT trainer_id, count(*)::int AS n FROM new_rows WHERE status = 'completed'
			GROUP BY trainer_id) added
		WHERE t.id = added.trainer_id;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE trainer t SET completed_sessions = t.completed_sessions - removed.n
		FROM (SELECT trainer_id, count(*)::int AS n FROM old_rows WHERE status = 'completed'
			GROUP BY trainer_id) removed
		WHERE t.id = removed.trainer_id;
	ELSE
		IF OLD.status = 'completed' THEN
			UPDATE trainer SET completed_sessions = completed_sessions - 1 WHERE id = OLD.trainer_id;
		END IF;
		IF NEW.status = 'completed' THEN
			UPDATE trainer SET completed_sessions = completed_sessions + 1 WHERE id = NEW.trainer_id;
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_completed_sessions_insert" AFTER INSERT ON "booking" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_completed_sessions();
--> statement-breakpoint
CREATE TRIGGER "booking_completed_sessions_delete" AFTER DELETE ON "booking" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_completed_sessions();
--> statement-breakpoint
CREATE TRIGGER "booking_completed_sessions_update" AFTER UPDATE OF status, trainer_id ON "booking" FOR EACH ROW
	WHEN ((OLD.status = 'completed' OR NEW.status = 'completed')
		AND (OLD.status, OLD.trainer_id) IS DISTINCT FROM (NEW.status, NEW.trainer_id))
	EXECUTE FUNCTION count_completed_sessions();
--> statement-breakpoint
CREATE FUNCTION follow_kyc_completed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	completed boolean := TG_OP <> 'DELETE' AND NEW.status = 'completed';
	trainer_key text := CASE WHEN TG_OP = 'DELETE' THEN OLD.trainer_id ELSE NEW.trainer_id END;
BEGIN
	UPDATE trainer SET kyc_completed = completed
	WHERE id = trainer_key AND kyc_completed IS DISTINCT FROM completed;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainer_kyc_completed" AFTER INSERT OR DELETE OR UPDATE OF status ON "trainer_kyc" FOR EACH ROW EXECUTE FUNCTION follow_kyc_completed();
