-- Unpaid holds are scarce (docs/decisions/0031-scarce-holds-and-paid-chats.md): a client has at
-- most one live unpaid hold per trainer and three in all, and holds one slot unpaid at most twice.
-- A trigger, so that no insert of a hold escapes it. It first takes an advisory lock on the client
-- (4202, beside the trainer's 4201 of decision 0006): a client's holds then queue, and each
-- count below, taken with the fresh snapshot a volatile function's statement gets, sees every
-- hold the client committed before, so parallel requests cannot all pass at the last free place.
-- A hold's own created_at is the instant it is judged at (the app sets it from its clock). The
-- numbers are HOLD_LIMITS in src/shared/booking-status.ts.
CREATE FUNCTION limit_unpaid_holds() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	live_with_trainer integer;
	live_in_all integer;
	same_slot integer;
BEGIN
	PERFORM pg_advisory_xact_lock(4202, hashtext(NEW.client_id));
	SELECT count(*) FILTER (WHERE trainer_id = NEW.trainer_id AND status = 'pending' AND hold_expires_at > NEW.created_at),
		count(*) FILTER (WHERE status = 'pending' AND hold_expires_at > NEW.created_at),
		-- payment clears hold_expires_at: a booking that keeps it was never paid
		count(*) FILTER (WHERE trainer_id = NEW.trainer_id AND starts_at = NEW.starts_at AND hold_expires_at IS NOT NULL)
	INTO live_with_trainer, live_in_all, same_slot
	FROM booking
	WHERE client_id = NEW.client_id AND status IN ('pending', 'expired', 'cancelled');
	IF live_with_trainer >= 1 THEN
		RAISE EXCEPTION 'one unpaid hold per trainer' USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_unpaid_hold_per_trainer';
	END IF;
	IF live_in_all >= 3 THEN
		RAISE EXCEPTION 'three unpaid holds in all' USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_unpaid_holds_per_client';
	END IF;
	IF same_slot >= 2 THEN
		RAISE EXCEPTION 'one slot held unpaid twice' USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_unpaid_slot_rehold';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_unpaid_hold_limits BEFORE INSERT ON "booking" FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION limit_unpaid_holds();
