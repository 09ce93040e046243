CREATE TABLE "booking_move" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text NOT NULL,
	"from_starts_at" timestamp with time zone NOT NULL,
	"to_starts_at" timestamp with time zone NOT NULL,
	"to_session_date" text NOT NULL,
	"to_time_slot" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_pack" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"trainer_id" text NOT NULL,
	"service" text NOT NULL,
	"kind" text NOT NULL,
	"sessions" integer NOT NULL,
	"credits_left" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"session_price_paise" integer NOT NULL,
	"platform_fee_paise" integer DEFAULT 0 NOT NULL,
	"gst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"expiry_reminded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_pack_credits_check" CHECK ("session_pack"."credits_left" >= 0 and "session_pack"."credits_left" <= "session_pack"."sessions"),
	CONSTRAINT "session_pack_money_check" CHECK ("session_pack"."sessions" > 0 and "session_pack"."price_paise" > 0 and "session_pack"."session_price_paise" > 0 and "session_pack"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"whatsapp_opted_in_at" timestamp with time zone,
	"whatsapp_number" text,
	"push" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscription_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "session_reminder" (
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_reminder_booking_id_kind_starts_at_pk" PRIMARY KEY("booking_id","kind","starts_at")
);
--> statement-breakpoint
DROP INDEX "refund_live_payment_idx";--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "pack_id" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "pack_id" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_move" ADD CONSTRAINT "booking_move_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_pack" ADD CONSTRAINT "session_pack_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_pack" ADD CONSTRAINT "session_pack_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminder" ADD CONSTRAINT "session_reminder_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_move_booking_idx" ON "booking_move" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_move_open_idx" ON "booking_move" USING btree ("booking_id") WHERE "booking_move"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "session_pack_client_idx" ON "session_pack" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "session_pack_trainer_idx" ON "session_pack" USING btree ("trainer_id","created_at");--> statement-breakpoint
CREATE INDEX "session_pack_expiry_idx" ON "session_pack" USING btree ("expires_at") WHERE "session_pack"."status" = 'active';--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_reminder_created_idx" ON "session_reminder" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_pack_id_session_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."session_pack"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_pack_id_session_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."session_pack"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_pack_idx" ON "booking" USING btree ("pack_id") WHERE "booking"."pack_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_series_idx" ON "booking" USING btree ("series_id") WHERE "booking"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_pack_idx" ON "payment" USING btree ("pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_live_payment_idx" ON "refund" USING btree ("payment_id","scope") WHERE "refund"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_for_one_thing" CHECK (num_nonnulls("payment"."booking_id", "payment"."pack_id") = 1);--> statement-breakpoint
-- The holds of one weekly repeat (series_id) are paid in one payment: they count as one hold
-- against HOLD_LIMITS, and a repeat's own holds never refuse each other
-- (docs/product/booking.md#weekly-repeat). Otherwise the rules of migration 0020.
CREATE OR REPLACE FUNCTION limit_unpaid_holds() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	live_with_trainer integer;
	live_in_all integer;
	same_slot integer;
BEGIN
	PERFORM pg_advisory_xact_lock(4202, hashtext(NEW.client_id));
	SELECT count(DISTINCT coalesce(series_id, id)) FILTER (WHERE trainer_id = NEW.trainer_id AND status = 'pending' AND hold_expires_at > NEW.created_at),
		count(DISTINCT coalesce(series_id, id)) FILTER (WHERE status = 'pending' AND hold_expires_at > NEW.created_at),
		count(*) FILTER (WHERE trainer_id = NEW.trainer_id AND starts_at = NEW.starts_at AND hold_expires_at IS NOT NULL)
	INTO live_with_trainer, live_in_all, same_slot
	FROM booking
	WHERE client_id = NEW.client_id AND status IN ('pending', 'expired', 'cancelled')
		AND (NEW.series_id IS NULL OR series_id IS DISTINCT FROM NEW.series_id);
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
END $$;
