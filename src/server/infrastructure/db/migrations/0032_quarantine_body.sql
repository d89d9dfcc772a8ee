ALTER TABLE "mail_quarantine" ALTER COLUMN "raw" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_quarantine" ADD COLUMN "body" text DEFAULT '' NOT NULL;