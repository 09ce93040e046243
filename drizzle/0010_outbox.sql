CREATE TABLE "outbox_event" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "outbox_event_due_idx" ON "outbox_event" USING btree ("next_attempt_at") WHERE "outbox_event"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "sent_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "error";