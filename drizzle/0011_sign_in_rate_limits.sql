CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "sign_in_attempt" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_counter_expire_idx" ON "rate_limit_counter" USING btree ("expire");