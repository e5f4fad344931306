-- transfer_code_issue of 0011, which now also records the code's activity event (p_event: an activity_events row
-- as JSON, never holding the code) in the same transaction as the code, as every code sent is recorded. Same
-- refusals, same asynchronous commit: the event is as durable as the code it records.
DROP FUNCTION transfer_code_issue(jsonb, jsonb, uuid, bigint);
--> statement-breakpoint
CREATE FUNCTION transfer_code_issue(p_code jsonb, p_limit jsonb, p_source uuid, p_total bigint, p_event jsonb)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_code one_time_codes := jsonb_populate_record(NULL::one_time_codes, p_code);
  v_refusal text;
BEGIN
  v_refusal := limit_check(v_code.customer_id, p_limit->>'type', (p_limit->>'amount')::bigint,
    (p_limit->>'day')::date, (p_limit->>'month')::date);
  IF v_refusal IS NULL THEN
    SELECT CASE
      WHEN status <> 'active' THEN 'ACCOUNT_NOT_ACTIVE'
      WHEN balance - coalesce(min_balance, 0) < p_total THEN 'INSUFFICIENT_FUNDS'
    END INTO v_refusal
    FROM accounts WHERE id = p_source;
  END IF;
  IF v_refusal IS NOT NULL THEN
    RETURN v_refusal;
  END IF;
  PERFORM set_config('synchronous_commit', 'off', true);
  WITH retired AS (
    UPDATE one_time_codes SET consumed_at = v_code.created_at
    WHERE customer_id = v_code.customer_id AND purpose = v_code.purpose AND session_id = v_code.session_id
      AND consumed_at IS NULL
  )
  INSERT INTO one_time_codes (id, customer_id, purpose, session_id, payload_hash, code_hash, created_at, expires_at)
  VALUES (v_code.id, v_code.customer_id, v_code.purpose, v_code.session_id, v_code.payload_hash, v_code.code_hash,
    v_code.created_at, v_code.expires_at);
  INSERT INTO activity_events (id, customer_id, session_id, kind, occurred_at, ip, user_agent, device, browser, os,
    details)
  SELECT id, customer_id, session_id, kind, occurred_at, ip, user_agent, device, browser, os, details
  FROM jsonb_populate_record(NULL::activity_events, p_event);
  RETURN NULL;
END $$;
