ALTER TABLE "audit_log" ADD COLUMN "change_set" text;--> statement-breakpoint
CREATE INDEX "audit_log_change_set_idx" ON "audit_log" USING btree ("change_set");