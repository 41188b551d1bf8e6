CREATE TABLE "payment_provider_health" (
	"provider" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure" text,
	"last_failure_detail" text,
	CONSTRAINT "payment_provider_health_state" CHECK ("payment_provider_health"."state" IN ('reachable', 'unavailable'))
);
