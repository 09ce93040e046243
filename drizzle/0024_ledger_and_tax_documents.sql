CREATE TABLE "ledger_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"booking_id" text,
	"trainer_id" text,
	"refund_id" text,
	"payout_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"memo" text NOT NULL,
	CONSTRAINT "ledger_entry_source_unique" UNIQUE("source")
);
--> statement-breakpoint
CREATE TABLE "ledger_line" (
	"entry_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"account" text NOT NULL,
	"trainer_id" text,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "ledger_line_entry_id_line_no_pk" PRIMARY KEY("entry_id","line_no"),
	CONSTRAINT "ledger_line_amount_check" CHECK ("ledger_line"."amount_paise" <> 0),
	CONSTRAINT "ledger_line_trainer_check" CHECK (("ledger_line"."trainer_id" is not null) = ("ledger_line"."account" in ('route_on_hold', 'trainer_payable', 'payout_payable')))
);
--> statement-breakpoint
CREATE TABLE "route_account" (
	"trainer_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "route_account_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "route_transfer" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"trainer_id" text NOT NULL,
	"gross_paise" integer NOT NULL,
	"commission_paise" integer NOT NULL,
	"tds_paise" integer NOT NULL,
	"tds_rate_bp" integer NOT NULL,
	"tcs_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"provider_transfer_id" text,
	"release_after" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "route_transfer_money_check" CHECK ("route_transfer"."amount_paise" = "route_transfer"."gross_paise" - "route_transfer"."commission_paise" - "route_transfer"."tds_paise" - "route_transfer"."tcs_paise" and "route_transfer"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_document" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"supply" text NOT NULL,
	"series" text NOT NULL,
	"serial" text NOT NULL,
	"financial_year" text NOT NULL,
	"issue_date" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"booking_id" text NOT NULL,
	"trainer_id" text NOT NULL,
	"client_id" text,
	"original_id" text,
	"supplier_name" text NOT NULL,
	"supplier_address" text,
	"supplier_gstin" text,
	"supplier_state" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_address" text,
	"recipient_gstin" text,
	"recipient_state" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"on_behalf" text NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tax_document_serial_unique" UNIQUE("serial"),
	CONSTRAINT "tax_document_total_check" CHECK ("tax_document"."total_paise" = "tax_document"."taxable_paise" + "tax_document"."cgst_paise" + "tax_document"."sgst_paise" + "tax_document"."igst_paise" and "tax_document"."taxable_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trainer_document_code" (
	"trainer_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "trainer_document_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "payout" DROP CONSTRAINT "payout_money_check";--> statement-breakpoint
ALTER TABLE "payout" ADD COLUMN "commission_gst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout" ADD COLUMN "tds_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout" ADD COLUMN "tds_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout" ADD COLUMN "tcs_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_kyc" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "trainer_kyc" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_payout_id_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payout"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_line" ADD CONSTRAINT "ledger_line_entry_id_ledger_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_line" ADD CONSTRAINT "ledger_line_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_account" ADD CONSTRAINT "route_account_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_transfer" ADD CONSTRAINT "route_transfer_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_transfer" ADD CONSTRAINT "route_transfer_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_transfer" ADD CONSTRAINT "route_transfer_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_document_code" ADD CONSTRAINT "trainer_document_code_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entry_occurred_idx" ON "ledger_entry" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entry_booking_idx" ON "ledger_entry" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_trainer_idx" ON "ledger_entry" USING btree ("trainer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_line_account_idx" ON "ledger_line" USING btree ("account","trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_transfer_booking_idx" ON "route_transfer" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "route_transfer_release_idx" ON "route_transfer" USING btree ("release_after") WHERE "route_transfer"."status" = 'on_hold';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_booking_supply_idx" ON "tax_document" USING btree ("booking_id","supply","kind");--> statement-breakpoint
CREATE INDEX "tax_document_client_idx" ON "tax_document" USING btree ("client_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_document_trainer_idx" ON "tax_document" USING btree ("trainer_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_document_issue_date_idx" ON "tax_document" USING btree ("issue_date");--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_money_check" CHECK ("payout"."net_paise" = "payout"."gross_paise" - "payout"."platform_fee_paise" - "payout"."tds_paise" - "payout"."tcs_paise" and "payout"."net_paise" >= 0);--> statement-breakpoint
-- A ledger entry must add up to zero and have at least two lines
-- (docs/decisions/0038-ledger-and-tax-documents.md). Checked once per entry when its transaction
-- commits (a deferred constraint trigger on the entry), and once per statement that adds lines,
-- so lines added to an entry later are checked too.
CREATE FUNCTION ledger_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount_paise), 0), count(*) INTO total, lines
    FROM ledger_line WHERE entry_id = NEW.id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger entry % does not balance: % paise over % lines', NEW.id, total, lines
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entry_balances AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balances();
--> statement-breakpoint
CREATE FUNCTION ledger_lines_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT l.entry_id INTO unbalanced
    FROM ledger_line l
    WHERE l.entry_id IN (SELECT DISTINCT entry_id FROM added)
    GROUP BY l.entry_id
    HAVING sum(l.amount_paise) <> 0 OR count(*) < 2
    LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not balance', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_balance AFTER INSERT ON ledger_line
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_balance();
--> statement-breakpoint
-- Money records are never changed: a correction is a new entry or a new document.
CREATE FUNCTION refuse_money_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never updated or deleted', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_kept BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION refuse_money_record_change();
--> statement-breakpoint
CREATE TRIGGER ledger_line_kept BEFORE UPDATE OR DELETE ON ledger_line
  FOR EACH ROW EXECUTE FUNCTION refuse_money_record_change();
--> statement-breakpoint
CREATE TRIGGER tax_document_kept BEFORE UPDATE OR DELETE ON tax_document
  FOR EACH ROW EXECUTE FUNCTION refuse_money_record_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_not_truncated BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_money_record_change();
--> statement-breakpoint
CREATE TRIGGER ledger_line_not_truncated BEFORE TRUNCATE ON ledger_line
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_money_record_change();
--> statement-breakpoint
CREATE TRIGGER tax_document_not_truncated BEFORE TRUNCATE ON tax_document
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_money_record_change();
