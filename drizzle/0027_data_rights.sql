CREATE TABLE "account_deletion" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"confirmed_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consent" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_export" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_key" text,
	"size_bytes" bigint,
	"downloaded_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "personal_data_access" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "adult_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletion" ADD CONSTRAINT "account_deletion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent" ADD CONSTRAINT "consent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export" ADD CONSTRAINT "data_export_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_open_idx" ON "account_deletion" USING btree ("user_id") WHERE "account_deletion"."cancelled_at" is null and "account_deletion"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "account_deletion_due_idx" ON "account_deletion" USING btree ("due_at") WHERE "account_deletion"."cancelled_at" is null and "account_deletion"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "consent_user_idx" ON "consent" USING btree ("user_id","purpose","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_standing_idx" ON "consent" USING btree ("user_id","purpose") WHERE "consent"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "data_export_user_idx" ON "data_export" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_export_pending_idx" ON "data_export" USING btree ("user_id") WHERE "data_export"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_export_expiry_idx" ON "data_export" USING btree ("expires_at") WHERE "data_export"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "personal_data_access_at_idx" ON "personal_data_access" USING btree ("at");