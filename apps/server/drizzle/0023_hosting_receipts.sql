ALTER TABLE "hosting_invoices" ADD COLUMN "receipt_queued_at" timestamp with time zone;--> statement-breakpoint
-- Receipts start with this release: invoices already on record count as handled, so a later report of an old payment
-- does not email the host a receipt for it now.
UPDATE "hosting_invoices" SET "receipt_queued_at" = "created_at";
