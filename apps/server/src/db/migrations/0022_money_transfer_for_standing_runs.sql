-- money_transfer of 0014, unchanged but for its authorization: `p_otp` null posts without a one-time code. Only the
-- scheduler passes null, for a run of a standing instruction the customer set up with a code (decision 028); every
-- customer request still passes its code, consumed in the statement that claims the idempotency key.
CREATE OR REPLACE FUNCTION money_transfer(p_customer uuid, p_key jsonb, p_otp jsonb, p_journal jsonb, p_legs jsonb,
  p_limit jsonb, p_notice jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := (p_journal->>'created_at')::timestamptz;
  v_claimed boolean;
  v_consumed boolean;
  v_existing idempotency_keys;
  v_journal_id bigint;
BEGIN
  WITH claimed AS (
    INSERT INTO idempotency_keys (customer_id, key, request_hash, state, status_code, response, transaction_id,
      created_at)
    VALUES (p_customer, p_key->>'key', p_key->>'request_hash',
      CASE WHEN p_key ? 'response' THEN 'done' ELSE 'in_flight' END, CASE WHEN p_key ? 'response' THEN 200 END,
      p_key->'response', CASE WHEN p_key ? 'response' THEN NULL ELSE p_journal->>'transaction_id' END, v_now)
    ON CONFLICT DO NOTHING
    RETURNING 1
  ), consumed AS (
    UPDATE one_time_codes SET consumed_at = v_now
    WHERE id = (p_otp->>'id')::uuid AND code_hash = p_otp->>'code_hash' AND consumed_at IS NULL
      AND attempts < (p_otp->>'max_attempts')::int AND expires_at > v_now AND EXISTS (SELECT 1 FROM claimed)
    RETURNING 1
  ), authorized AS (
    SELECT 1 FROM consumed
    UNION ALL
    SELECT 1 WHERE p_otp IS NULL AND EXISTS (SELECT 1 FROM claimed)
  ), noticed AS (
    INSERT INTO notifications (customer_id, category, message_title, message_text, transaction_id, incoming_credit,
      created_at)
    SELECT notice.customer_id, 'TRANSACTIONAL', notice.title, notice.text, p_journal->>'transaction_id',
      notice.incoming_credit, v_now
    FROM (
      SELECT p_customer AS customer_id, p_notice->>'title' AS title, p_notice->>'text' AS text,
        false AS incoming_credit
      UNION ALL
      SELECT (p_notice->'payee'->>'customer_id')::uuid, p_notice->'payee'->>'title', p_notice->'payee'->>'text', true
      WHERE p_notice ? 'payee'
    ) AS notice
    WHERE p_notice IS NOT NULL AND EXISTS (SELECT 1 FROM authorized)
  )
  SELECT EXISTS (SELECT 1 FROM claimed), EXISTS (SELECT 1 FROM authorized) INTO v_claimed, v_consumed;

  IF NOT v_claimed THEN
    SELECT * INTO v_existing FROM idempotency_keys WHERE customer_id = p_customer AND key = p_key->>'key';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'IDEMPOTENCY_IN_FLIGHT';
    END IF;
    IF v_existing.request_hash IS DISTINCT FROM p_key->>'request_hash' THEN
      RAISE EXCEPTION 'IDEMPOTENCY_KEY_REUSED';
    END IF;
    IF v_existing.state <> 'done' THEN
      RAISE EXCEPTION 'IDEMPOTENCY_IN_FLIGHT';
    END IF;
    RETURN jsonb_build_object('outcome', 'replay', 'status_code', v_existing.status_code,
      'response', v_existing.response);
  END IF;
  IF NOT v_consumed THEN
    RAISE EXCEPTION 'OTP_CHECK_FAILED';
  END IF;

  v_journal_id := ledger_post(p_journal, p_legs, p_customer);

  PERFORM limit_consume(p_customer, p_limit->>'type', (p_limit->>'amount')::bigint, (p_limit->>'day')::date,
    (p_limit->>'month')::date);

  RETURN jsonb_build_object('outcome', 'executed', 'journal_id', v_journal_id);
END $$;
