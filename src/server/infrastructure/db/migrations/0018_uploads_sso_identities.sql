CREATE TABLE "sso_identities" (
	"issuer" text NOT NULL,
	"sub" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_issuer_sub_pk" PRIMARY KEY("issuer","sub")
);
--> statement-breakpoint
CREATE TABLE "stored_file_parts" (
	"name" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_parts_name_part_pk" PRIMARY KEY("name","part")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_parts" ADD CONSTRAINT "stored_file_parts_name_stored_files_name_fk" FOREIGN KEY ("name") REFERENCES "public"."stored_files"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id","issuer");