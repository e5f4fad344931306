-- The standing runs still in flight (a transfer the network has not answered yet): the scheduler's tick looks
-- them up by their transaction each pass; once answered they leave PROCESSING (decision 028).
CREATE INDEX "standing_runs_processing_idx" ON "standing_runs" USING btree ("transaction_id") WHERE "standing_runs"."status" = 'PROCESSING';