-- CSP violation reports (POST /api/csp-reports): one row per violation and day, its repeats counted in it.
CREATE TABLE "csp_violations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"directive" text NOT NULL,
	"blocked_uri" text,
	"document_uri" text,
	"source_file" text,
	"line_number" integer,
	"count" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "csp_violations_directive_blocked_uri_document_uri_source_file_line_number_day_key" UNIQUE NULLS NOT DISTINCT("directive","blocked_uri","document_uri","source_file","line_number","day")
);
--> statement-breakpoint
CREATE INDEX "csp_violations_directive_idx" ON "csp_violations" USING btree ("directive");--> statement-breakpoint
CREATE INDEX "csp_violations_count_idx" ON "csp_violations" USING btree ("count");--> statement-breakpoint
CREATE INDEX "csp_violations_last_seen_at_idx" ON "csp_violations" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "csp_violations_day_idx" ON "csp_violations" USING btree ("day");--> statement-breakpoint
CREATE INDEX "csp_violations_directive_trgm_idx" ON "csp_violations" USING gin ("directive" gin_trgm_ops);