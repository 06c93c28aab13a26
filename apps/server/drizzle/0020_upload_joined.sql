-- An upload whose parts were joined but whose file could not be recorded (a probe or database error) is kept 'joined',
-- so completing it again records the file without the parts being sent again.
ALTER TABLE "recording_uploads" DROP CONSTRAINT "recording_uploads_state_check";--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD CONSTRAINT "recording_uploads_state_check" CHECK ("recording_uploads"."state" in ('open', 'completing', 'joined', 'completed', 'aborted'));