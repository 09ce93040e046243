ALTER TABLE "tax_document" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_document" ADD COLUMN "pack_id" text;--> statement-breakpoint
ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_pack_id_session_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."session_pack"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_pack_supply_idx" ON "tax_document" USING btree ("pack_id","supply","kind") WHERE "tax_document"."pack_id" is not null and "tax_document"."kind" <> 'credit_note';--> statement-breakpoint
ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_subject_check" CHECK (num_nonnulls("tax_document"."booking_id", "tax_document"."pack_id") = 1);