CREATE TABLE "kyc_document_view" (
	"id" text PRIMARY KEY NOT NULL,
	"trainer_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"document" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout" (
	"id" text PRIMARY KEY NOT NULL,
	"trainer_id" text NOT NULL,
	"week_start" text NOT NULL,
	"week_end" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"session_count" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"platform_fee_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"transfer_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"settled_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"processing_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_money_check" CHECK ("payout"."net_paise" = "payout"."gross_paise" - "payout"."platform_fee_paise" and "payout"."net_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_booking" (
	"payout_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"gross_paise" integer NOT NULL,
	"platform_fee_paise" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_kyc" (
	"trainer_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"aadhaar_number_encrypted" text,
	"aadhaar_last4" text,
	"aadhaar_name" text,
	"pan_number_encrypted" text,
	"pan_last4" text,
	"pan_name" text,
	"upi_id" text,
	"bank_account_name" text,
	"bank_account_number_encrypted" text,
	"bank_account_last4" text,
	"bank_ifsc" text,
	"bank_name" text,
	"bank_branch" text,
	"aadhaar_front_image" text,
	"aadhaar_back_image" text,
	"pan_image" text,
	"aadhaar_verified" boolean DEFAULT false NOT NULL,
	"pan_verified" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_document_view" ADD CONSTRAINT "kyc_document_view_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_document_view" ADD CONSTRAINT "kyc_document_view_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_settled_by_user_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_booking" ADD CONSTRAINT "payout_booking_payout_id_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_booking" ADD CONSTRAINT "payout_booking_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_kyc" ADD CONSTRAINT "trainer_kyc_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_kyc" ADD CONSTRAINT "trainer_kyc_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_document_view_trainer_idx" ON "kyc_document_view" USING btree ("trainer_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_trainer_week_idx" ON "payout" USING btree ("trainer_id","week_start");--> statement-breakpoint
CREATE INDEX "payout_week_status_idx" ON "payout" USING btree ("week_start","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_provider_payout_idx" ON "payout" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_booking_booking_idx" ON "payout_booking" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payout_booking_payout_idx" ON "payout_booking" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "trainer_kyc_status_idx" ON "trainer_kyc" USING btree ("status","submitted_at");