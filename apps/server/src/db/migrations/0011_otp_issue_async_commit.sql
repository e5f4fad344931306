-- transfer_code_issue of 0002, with the same contract, committing without waiting for the WAL flush (decision 013).
-- A transfer's code is the only thing this transaction writes, and it lives five minutes. Should the server crash
-- in the fraction of a second before the WAL writer flushes it, the code is lost (the customer asks for another)
-- and the retirement of the session's earlier code with it (that code stays bound to its own payload). Money never
-- depends on an unflushed code: money_transfer, which consumes it, commits synchronously, and its commit record
-- comes after the code's in the WAL. Call it in a transaction of its own: the setting lasts to the transaction's end.
CREATE OR REPLACE FUNCTION transfer_code_issue(p_code jsonb, p_limit jsonb, p_source uuid, p_total bigint)
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
  RETURN NULL;
END $$;
