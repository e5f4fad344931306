-- The ledger's write path as SQL functions (decision 006): one round trip per money movement, few statements each
-- (every statement inside a function costs as much as the work it does, so related writes share one).
-- Business refusals raise SQLSTATE P0001 with the error code (errors.ts) as the message; anything else is a bug.

-- Postings are insert-only: a correction is a new journal.
CREATE FUNCTION postings_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: postings are insert-only' USING ERRCODE = 'XX000';
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_insert_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION postings_insert_only();
--> statement-breakpoint

-- Posts one journal. `p_legs` is [{account_id, amount, owned?}], each account once, summing to zero.
--   1. locks the accounts in id order (the ledger's one lock order) and checks the legs; for a customer's own
--      money movement (`p_owner` given) the legs marked `owned` must be p_owner's (else NOT_FOUND, as for any
--      foreign id) and every customer account must be active;
--   2. writes the journal, moves the balances (the accounts_balance_floor check refuses a balance below its floor)
--      and writes one posting per account with the balance after it, in one statement.
CREATE FUNCTION ledger_post(p_journal jsonb, p_legs jsonb, p_owner uuid) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_journal_id bigint;
  v_locked int;
  v_sum bigint;
  v_foreign boolean;
  v_inactive boolean;
BEGIN
  SELECT count(*), sum(l.amount), bool_or(l.owned AND a.customer_id IS DISTINCT FROM p_owner),
    bool_or(a.customer_id IS NOT NULL AND a.status <> 'active')
  INTO v_locked, v_sum, v_foreign, v_inactive
  FROM (
    SELECT id, customer_id, status FROM accounts
    WHERE id IN (SELECT (e->>'account_id')::uuid FROM jsonb_array_elements(p_legs) e)
    ORDER BY id FOR UPDATE
  ) a
  JOIN (
    SELECT (e->>'account_id')::uuid AS account_id, (e->>'amount')::bigint AS amount,
      coalesce((e->>'owned')::boolean, false) AS owned
    FROM jsonb_array_elements(p_legs) e
  ) l ON l.account_id = a.id;
  IF v_locked <> jsonb_array_length(p_legs) OR coalesce(v_sum, 0) <> 0 THEN
    RAISE EXCEPTION 'ledger: journal % has unknown or repeated accounts or does not balance',
      p_journal->>'transaction_id' USING ERRCODE = 'XX000';
  END IF;
  IF p_owner IS NOT NULL AND v_foreign THEN
    RAISE EXCEPTION 'NOT_FOUND';
  END IF;
  IF p_owner IS NOT NULL AND v_inactive THEN
    RAISE EXCEPTION 'ACCOUNT_NOT_ACTIVE';
  END IF;

  WITH journal AS (
    INSERT INTO journals (transaction_id, type, status, channel, customer_id, from_account_id, from_name,
      from_number, to_name, to_number, amount, charge, vat, remarks, details, reverses_journal_id, created_at,
      updated_at)
    SELECT r.transaction_id, r.type, r.status, r.channel, r.customer_id, r.from_account_id, r.from_name,
      r.from_number, r.to_name, r.to_number, r.amount, r.charge, r.vat, r.remarks, r.details, r.reverses_journal_id,
      r.created_at, r.created_at
    FROM jsonb_populate_record(NULL::journals, p_journal) r
    RETURNING id, created_at
  ), moved AS (
    UPDATE accounts a SET balance = a.balance + (e->>'amount')::bigint
    FROM jsonb_array_elements(p_legs) e
    WHERE a.id = (e->>'account_id')::uuid
    RETURNING a.id, (e->>'amount')::bigint AS amount, a.balance
  ), posted AS (
    INSERT INTO postings (journal_id, account_id, amount, balance_after, created_at)
    SELECT journal.id, moved.id, moved.amount, moved.balance, journal.created_at FROM moved CROSS JOIN journal
  )
  SELECT id INTO v_journal_id FROM journal;

  RETURN v_journal_id;
END $$;
--> statement-breakpoint

-- Which limit `p_amount` would break now (an error code), or null: for quotes, and to name a refusal. The limits
-- are the customer's own where lower than the bank's ceiling.
CREATE FUNCTION limit_check(p_customer uuid, p_type text, p_amount bigint, p_day date, p_month date) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v record;
BEGIN
  SELECT c.min_amount, least(l.max_per_transaction, c.max_per_transaction) AS max_per_transaction,
    least(l.daily_amount, c.daily_amount) AS daily_amount, least(l.daily_count, c.daily_count) AS daily_count,
    least(l.monthly_amount, c.monthly_amount) AS monthly_amount,
    coalesce(d.count, 0) AS day_count, coalesce(d.amount, 0) AS day_amount, coalesce(m.amount, 0) AS month_amount
  INTO v
  FROM limit_ceilings c
  LEFT JOIN customer_limits l ON l.customer_id = p_customer AND l.type = c.type
  LEFT JOIN limit_usage d
    ON d.customer_id = p_customer AND d.type = c.type AND d.period = 'day' AND d.period_start = p_day
  LEFT JOIN limit_usage m
    ON m.customer_id = p_customer AND m.type = c.type AND m.period = 'month' AND m.period_start = p_month
  WHERE c.type = p_type;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: no limits for type %', p_type USING ERRCODE = 'XX000';
  END IF;
  RETURN CASE
    WHEN p_amount < v.min_amount THEN 'LIMIT_BELOW_MINIMUM'
    WHEN p_amount > v.max_per_transaction THEN 'LIMIT_PER_TRANSACTION'
    WHEN v.day_count + 1 > v.daily_count THEN 'LIMIT_DAILY_COUNT'
    WHEN v.day_amount + p_amount > v.daily_amount THEN 'LIMIT_DAILY_AMOUNT'
    WHEN v.month_amount + p_amount > v.monthly_amount THEN 'LIMIT_MONTHLY_AMOUNT'
  END;
END $$;
--> statement-breakpoint

-- Counts `p_amount` against the day and month counters in one upsert, each row moving only while its new totals
-- stay within the limit, so concurrent transfers can never overshoot. Raises the code of the limit it would break.
CREATE FUNCTION limit_consume(p_customer uuid, p_type text, p_amount bigint, p_day date, p_month date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v record;
  v_moved int;
BEGIN
  SELECT c.min_amount, least(l.max_per_transaction, c.max_per_transaction) AS max_per_transaction,
    least(l.daily_amount, c.daily_amount) AS daily_amount, least(l.daily_count, c.daily_count) AS daily_count,
    least(l.monthly_amount, c.monthly_amount) AS monthly_amount
  INTO v
  FROM limit_ceilings c
  LEFT JOIN customer_limits l ON l.customer_id = p_customer AND l.type = c.type
  WHERE c.type = p_type;
  IF NOT FOUND OR p_amount < v.min_amount OR p_amount > v.max_per_transaction OR p_amount > v.daily_amount
    OR p_amount > v.monthly_amount OR v.daily_count < 1 THEN
    RAISE EXCEPTION '%', coalesce(limit_check(p_customer, p_type, p_amount, p_day, p_month), 'LIMIT_PER_TRANSACTION');
  END IF;

  INSERT INTO limit_usage AS u (customer_id, type, period, period_start, amount, count)
  VALUES (p_customer, p_type, 'day', p_day, p_amount, 1), (p_customer, p_type, 'month', p_month, p_amount, 1)
  ON CONFLICT (customer_id, type, period, period_start) DO UPDATE
    SET amount = u.amount + excluded.amount, count = u.count + 1
    WHERE CASE u.period
      WHEN 'day' THEN u.count + 1 <= v.daily_count AND u.amount + excluded.amount <= v.daily_amount
      ELSE u.amount + excluded.amount <= v.monthly_amount
    END;
  GET DIAGNOSTICS v_moved = ROW_COUNT;
  IF v_moved <> 2 THEN
    RAISE EXCEPTION '%', coalesce(limit_check(p_customer, p_type, p_amount, p_day, p_month), 'LIMIT_DAILY_AMOUNT');
  END IF;
END $$;
--> statement-breakpoint

-- Stores a transfer's one-time code (`p_code`: the one_time_codes row, its HMAC only) and retires the session's
-- earlier live one, but only when the transfer (`p_limit` {type, amount, day, month}, `p_total` with charges) is
-- within the customer's limits and the source's available balance covers it: no code for a transfer that would be
-- refused now. Returns the refusal's code, or null when the code was stored.
CREATE FUNCTION transfer_code_issue(p_code jsonb, p_limit jsonb, p_source uuid, p_total bigint) RETURNS text
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
--> statement-breakpoint

-- A customer's money movement, the whole pipeline after validation in one transaction:
--   1. claim the Idempotency-Key, with the answer already (a concurrent duplicate waits here, then replays it;
--      without an answer, because an external network still has to answer, the key stays in flight), consume the
--      one-time code and write the customer's notification (`p_notice` {title, text}, when given), in one
--      statement. The code is consumed only if its HMAC matches (the HMAC binds row, customer, action, session,
--      payload hash and code); else OTP_CHECK_FAILED, and the caller finds out why and counts the try;
--   2. post the journal (ownership of the legs marked owned, locks in id order, floor check);
--   3. count it against the limits.
-- A refusal anywhere rolls back all of it: the key, the code and the notification too.
-- Returns {"outcome": "executed", "journal_id"} or {"outcome": "replay", "status_code", "response"}.
CREATE FUNCTION money_transfer(p_customer uuid, p_key jsonb, p_otp jsonb, p_journal jsonb, p_legs jsonb,
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
    INSERT INTO idempotency_keys (customer_id, key, request_hash, state, status_code, response, created_at)
    VALUES (p_customer, p_key->>'key', p_key->>'request_hash',
      CASE WHEN p_key ? 'response' THEN 'done' ELSE 'in_flight' END, CASE WHEN p_key ? 'response' THEN 200 END,
      p_key->'response', v_now)
    ON CONFLICT DO NOTHING
    RETURNING 1
  ), consumed AS (
    UPDATE one_time_codes SET consumed_at = v_now
    WHERE id = (p_otp->>'id')::uuid AND code_hash = p_otp->>'code_hash' AND consumed_at IS NULL
      AND attempts < (p_otp->>'max_attempts')::int AND expires_at > v_now AND EXISTS (SELECT 1 FROM claimed)
    RETURNING 1
  ), noticed AS (
    INSERT INTO notifications (customer_id, category, message_title, message_text, transaction_id, created_at)
    SELECT p_customer, 'TRANSACTIONAL', p_notice->>'title', p_notice->>'text', p_journal->>'transaction_id', v_now
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
--> statement-breakpoint

-- Reverses a journal with a new one (status REVERSE) whose postings negate the original's, marks the original
-- REVERSE and gives its amount back to the customer's limit counters of `p_day`/`p_month`.
CREATE FUNCTION ledger_reverse(p_journal_id bigint, p_reversal jsonb, p_day date, p_month date) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_original journals;
  v_legs jsonb;
  v_id bigint;
BEGIN
  SELECT * INTO v_original FROM journals WHERE id = p_journal_id FOR UPDATE;
  IF v_original.status = 'REVERSE' THEN
    RAISE EXCEPTION 'ledger: journal % is already reversed', v_original.transaction_id USING ERRCODE = 'XX000';
  END IF;
  SELECT jsonb_agg(jsonb_build_object('account_id', account_id, 'amount', (-amount)::text)) INTO v_legs
  FROM postings WHERE journal_id = p_journal_id;

  v_id := ledger_post(
    to_jsonb(v_original) - 'id' || jsonb_build_object('type', 'reversal', 'status', 'REVERSE',
      'reverses_journal_id', p_journal_id) || p_reversal,
    coalesce(v_legs, '[]'::jsonb), NULL);
  UPDATE journals SET status = 'REVERSE', updated_at = (p_reversal->>'created_at')::timestamptz
  WHERE id = p_journal_id;

  IF v_original.customer_id IS NOT NULL THEN
    UPDATE limit_usage SET amount = amount - v_original.amount, count = count - 1
    WHERE customer_id = v_original.customer_id AND type = v_original.type
      AND ((period = 'day' AND period_start = p_day) OR (period = 'month' AND period_start = p_month));
  END IF;
  RETURN v_id;
END $$;
