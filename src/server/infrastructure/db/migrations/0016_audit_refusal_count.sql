ALTER TABLE "audit_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "repeat_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_repeat_key_idx" ON "audit_log" USING btree ("repeat_key");