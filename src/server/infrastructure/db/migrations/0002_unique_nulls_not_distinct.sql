DROP INDEX "data_variables_scope_key_key";--> statement-breakpoint
DROP INDEX "occupations_code_country_id_key";--> statement-breakpoint
DROP INDEX "visa_requirements_passport_country_id_destination_country_id_key";--> statement-breakpoint
ALTER TABLE "data_variables" ADD CONSTRAINT "data_variables_scope_key_key" UNIQUE NULLS NOT DISTINCT("scope","key");--> statement-breakpoint
ALTER TABLE "occupations" ADD CONSTRAINT "occupations_code_country_id_key" UNIQUE NULLS NOT DISTINCT("code","country_id");--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD CONSTRAINT "visa_requirements_passport_country_id_destination_country_id_key" UNIQUE NULLS NOT DISTINCT("passport_country_id","destination_country_id");