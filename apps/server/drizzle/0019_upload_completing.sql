-- Two completions of one upload at once: the first claims it ('completing'), the second is refused with 409 instead of
-- finding the parts already moved and answering 500.
ALTER TABLE "recording_uploads" DROP CONSTRAINT "recording_uploads_state_check";--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD CONSTRAINT "recording_uploads_state_check" CHECK ("recording_uploads"."state" in ('open', 'completing', 'completed', 'aborted'));