CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "class_staff" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "class_staff_class_id_user_id_role_pk" PRIMARY KEY("class_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_students_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"country" text DEFAULT 'SG' NOT NULL,
	"class_type" text DEFAULT 'Workshop' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"schedule_start_time" text NOT NULL,
	"schedule_end_time" text NOT NULL,
	"schedule_days" text NOT NULL,
	"level" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"force_full_purchase" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_cap" integer DEFAULT 20 NOT NULL,
	"rate" numeric(12, 2) DEFAULT 18 NOT NULL,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_students" (
	"consultation_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "consultation_students_consultation_id_student_id_pk" PRIMARY KEY("consultation_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"action_plans" text DEFAULT '' NOT NULL,
	"consultation_notes" text DEFAULT '' NOT NULL,
	"action" boolean DEFAULT false NOT NULL,
	"admin_id" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_id" uuid,
	"rating" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"lesson_id" uuid,
	"class_id" uuid,
	"target_name" text NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"student_view" boolean DEFAULT false NOT NULL,
	"parent_view" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "lesson_links" (
	"lesson_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"link" text NOT NULL,
	CONSTRAINT "lesson_links_lesson_id_user_id_pk" PRIMARY KEY("lesson_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"question_type" text DEFAULT 'question' NOT NULL,
	"choice_type" text NOT NULL,
	"name" text NOT NULL,
	"question" text NOT NULL,
	"option" jsonb NOT NULL,
	"answer_index" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"answer" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_staff" (
	"lesson_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "lesson_staff_lesson_id_user_id_role_pk" PRIMARY KEY("lesson_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "lesson_students" (
	"lesson_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"group" text DEFAULT 'student' NOT NULL,
	"order_id" uuid,
	"attended" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_students_lesson_id_user_id_pk" PRIMARY KEY("lesson_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"scheduled_on" timestamp with time zone NOT NULL,
	"ended_on" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_released" boolean DEFAULT true NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"term" integer,
	"index" integer,
	"hosting_platform" text DEFAULT 'Offline' NOT NULL,
	"hosting_type" text DEFAULT 'meeting' NOT NULL,
	"platform_integration" jsonb,
	"lesson_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consult_immediately" boolean GENERATED ALWAYS AS (COALESCE((lesson_meta -> 'recommendation' ->> 'recommendationConsultImmediately')::boolean, false)) STORED,
	"consult_resolved" boolean GENERATED ALWAYS AS ((lesson_meta ? 'resolvedTimeStamp')) STORED,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slot" smallint NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slot_check" CHECK ("news"."slot" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'INIT' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"agent_id" uuid,
	"created_by" jsonb NOT NULL,
	"created_by_id" uuid,
	"payment" jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_code" text,
	"import_key" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" IN ('PAYMENT', 'TRIAL', 'PAYMENT_VIDEO')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('INIT', 'PROCESSED', 'PAID', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient_id" uuid,
	"to_address" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_by_id" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" IN ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"nickname" text,
	"salute" text,
	"phone" text,
	"phone_country_code" text,
	"dbid" text,
	"school" text,
	"level" text,
	"date_of_birth" date,
	"birthday_month_day" smallint GENERATED ALWAYS AS ((EXTRACT(MONTH FROM date_of_birth) * 100 + EXTRACT(DAY FROM date_of_birth))::smallint) STORED,
	"gender" text,
	"credit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"country" text,
	"facebook" text,
	"line" text,
	"contact_preference" jsonb,
	"customer_service_id" uuid,
	"sales_admin_id" uuid,
	"parent_id" uuid,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_of_renewal" date,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"supervised_agents" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" IN ('Student', 'TA', 'Tutor', 'Agent', 'CustService', 'SalesAdmin', 'SuperAdmin', 'DataAdmin', 'Partner', 'Parent')),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" IS NULL OR "users"."gender" IN ('m', 'f'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff" ADD CONSTRAINT "class_staff_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff" ADD CONSTRAINT "class_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_students" ADD CONSTRAINT "consultation_students_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_students" ADD CONSTRAINT "consultation_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_links" ADD CONSTRAINT "lesson_links_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_links" ADD CONSTRAINT "lesson_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_polls" ADD CONSTRAINT "lesson_polls_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_staff" ADD CONSTRAINT "lesson_staff_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_staff" ADD CONSTRAINT "lesson_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_service_id_users_id_fk" FOREIGN KEY ("customer_service_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sales_admin_id_users_id_fk" FOREIGN KEY ("sales_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_staff_user_idx" ON "class_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_students_user_idx" ON "class_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "classes_updated_idx" ON "classes" USING btree ("updated" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "classes_name_idx" ON "classes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "consultation_students_student_idx" ON "consultation_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "consultations_date_idx" ON "consultations" USING btree ("date");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_lesson_created_idx" ON "feedback" USING btree ("lesson_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_class_created_idx" ON "feedback" USING btree ("class_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_polls_lesson_idx" ON "lesson_polls" USING btree ("lesson_id","question_index");--> statement-breakpoint
CREATE INDEX "lesson_staff_user_idx" ON "lesson_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_students_user_idx" ON "lesson_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_students_order_idx" ON "lesson_students" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lessons_class_scheduled_idx" ON "lessons" USING btree ("class_id","scheduled_on");--> statement-breakpoint
CREATE INDEX "lessons_scheduled_idx" ON "lessons" USING btree ("scheduled_on");--> statement-breakpoint
CREATE INDEX "lessons_ended_active_idx" ON "lessons" USING btree ("ended_on") WHERE "lessons"."is_active";--> statement-breakpoint
CREATE INDEX "lessons_consult_open_idx" ON "lessons" USING btree ("scheduled_on") WHERE "lessons"."consult_immediately" AND NOT "lessons"."consult_resolved";--> statement-breakpoint
CREATE UNIQUE INDEX "news_slot_unique" ON "news" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_agent_created_idx" ON "orders" USING btree ("agent_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_student_idx" ON "orders" USING btree ("student_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_import_key_unique" ON "orders" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_unique" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_queued_idx" ON "outbox" USING btree ("created") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_dbid_unique" ON "users" USING btree ("dbid");--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("type","created");--> statement-breakpoint
CREATE INDEX "users_type_name_idx" ON "users" USING btree ("type",lower("name"));--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_birthday_idx" ON "users" USING btree ("birthday_month_day") WHERE "users"."type" = 'Student';--> statement-breakpoint
CREATE INDEX "users_renewal_idx" ON "users" USING btree ("date_of_renewal") WHERE "users"."date_of_renewal" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_career_consultation_idx" ON "users" USING btree ("created") WHERE "users"."type" = 'Student' AND ("users"."profile" -> 'careerGoals' ->> 'consultation') = 'true';