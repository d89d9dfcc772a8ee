CREATE TABLE "drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"status" text NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text,
	"organization_id" integer,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_schedules" ADD CONSTRAINT "publication_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_record_idx" ON "drafts" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "drafts_status_idx" ON "drafts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_schedules_record_idx" ON "publication_schedules" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "publication_schedules_publish_idx" ON "publication_schedules" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "publication_schedules_unpublish_idx" ON "publication_schedules" USING btree ("unpublish_at");