CREATE TABLE "refund" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "refund_amount_check" CHECK ("refund"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_live_payment_idx" ON "refund" USING btree ("payment_id") WHERE "refund"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "refund_payment_idx" ON "refund" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_failed_idx" ON "refund" USING btree ("failed_at") WHERE "refund"."status" = 'failed';--> statement-breakpoint
-- Hand-written: the refunds the payment row recorded become refund rows (decision 0029). One
-- recorded `failed` was never retried, and one left `pending` may have been lost by a crash
-- between the claim and the provider's call: both are owed, so they go out again through the
-- outbox, which finds a refund the provider already made instead of making a second.
INSERT INTO "refund" ("id", "payment_id", "amount_paise", "reason", "status", "provider_refund_id", "created_at", "updated_at", "processed_at")
SELECT gen_random_uuid()::text, "id", coalesce("refund_amount_paise", "amount_paise"),
  'Cancelled before refunds had their own record',
  CASE WHEN "refund_status" = 'processed' THEN 'processed' ELSE 'pending' END,
  CASE WHEN "refund_status" = 'failed' THEN NULL ELSE "refund_id" END,
  "updated_at", "updated_at", "refunded_at"
FROM "payment" WHERE "refund_status" IS NOT NULL;--> statement-breakpoint
INSERT INTO "outbox_event" ("id", "kind", "payload", "created_at", "next_attempt_at")
SELECT gen_random_uuid()::text, 'refund', jsonb_build_object('kind', 'refund', 'refundId', "id"), now(), now()
FROM "refund" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "payment" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "payment" DROP COLUMN "refund_amount_paise";--> statement-breakpoint
ALTER TABLE "payment" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "checked_at" timestamp with time zone;
