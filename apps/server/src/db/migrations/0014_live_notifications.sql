-- Live notifications (decision 025): every instance LISTENs on taka_notification_created and pushes what it hears
-- to the customer's open streams. The trigger is per statement, over the rows the statement inserted, so the notices
-- go out when the transaction commits, whoever wrote the rows (the ledger's functions, a route, an operator's SQL).
-- Up to 100 rows: one notice per row, {"customerId", "id", "category"} (about 130 bytes, far below NOTIFY's 8,000).
-- More (a broadcast to every customer): one notice {"broadcast": <rows>}, and every open stream refreshes.
CREATE FUNCTION notify_notifications_created() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rows bigint;
BEGIN
  SELECT count(*) INTO v_rows FROM (SELECT 1 FROM created LIMIT 101) AS first_rows;
  IF v_rows > 100 THEN
    PERFORM pg_notify('taka_notification_created',
      json_build_object('broadcast', (SELECT count(*) FROM created))::text);
  ELSE
    PERFORM pg_notify('taka_notification_created',
      json_build_object('customerId', customer_id, 'id', id, 'category', category)::text)
    FROM created;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_created AFTER INSERT ON notifications REFERENCING NEW TABLE AS created
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notifications_created();
--> statement-breakpoint

-- money_transfer of 0006, unchanged but for the payee's notice: `p_notice` may carry `payee` {customer_id, title,
-- text}, the customer a within-bank transfer credits, whose notification (incoming_credit) is written in the same
-- statement as the payer's, so it exists exactly when the money moved.
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
    WHERE p_notice IS NOT NULL AND EXISTS (SELECT 1 FROM consumed)
  )
  SELECT EXISTS (SELECT 1 FROM claimed), EXISTS (SELECT 1 FROM consumed) INTO v_claimed, v_consumed;

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
