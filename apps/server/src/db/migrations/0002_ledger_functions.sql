-- The ledger's write path as SQL functions (decision 006): one round trip per money movement.
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

-- Posts one journal: locks its accounts in id order (the ledger's one lock order), writes the journal, moves the
-- balances (the accounts_balance_floor check refuses a balance below its floor) and writes one posting per account
-- with the balance after it. `p_legs` is [{account_id, amount}] with each account once, summing to zero.
-- `p_active_only`: refuse when a customer account of the journal is not active (not for reversals).
CREATE FUNCTION ledger_post(p_journal jsonb, p_legs jsonb, p_active_only boolean) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_journal_id bigint;
  v_locked int;
  v_inactive boolean;
BEGIN
  IF (SELECT coalesce(sum((l->>'amount')::bigint), 0) FROM jsonb_array_elements(p_legs) l) <> 0 THEN
    RAISE EXCEPTION 'ledger: journal % does not balance', p_journal->>'transaction_id' USING ERRCODE = 'XX000';
  END IF;

  SELECT count(*), bool_or(customer_id IS NOT NULL AND status <> 'active') INTO v_locked, v_inactive
  FROM (
    SELECT id, customer_id, status FROM accounts
    WHERE id IN (SELECT (l->>'account_id')::uuid FROM jsonb_array_elements(p_legs) l)
    ORDER BY id FOR UPDATE
  ) locked;
  IF v_locked <> jsonb_array_length(p_legs) THEN
    RAISE EXCEPTION 'ledger: unknown or repeated account in journal %', p_journal->>'transaction_id'
      USING ERRCODE = 'XX000';
  END IF;
  IF p_active_only AND v_inactive THEN
    RAISE EXCEPTION 'ACCOUNT_NOT_ACTIVE';
  END IF;

  INSERT INTO journals (transaction_id, type, status, channel, customer_id, from_account_id, from_name, from_number,
    to_name, to_number, amount, charge, vat, remarks, details, reverses_journal_id, created_at, updated_at)
  SELECT r.transaction_id, r.type, r.status, r.channel, r.customer_id, r.from_account_id, r.from_name, r.from_number,
    r.to_name, r.to_number, r.amount, r.charge, r.vat, r.remarks, r.details, r.reverses_journal_id, r.created_at,
    r.created_at
  FROM jsonb_populate_record(NULL::journals, p_journal) r
  RETURNING id INTO v_journal_id;

  WITH legs AS (
    SELECT (l->>'account_id')::uuid AS account_id, (l->>'amount')::bigint AS amount FROM jsonb_array_elements(p_legs) l
  ), moved AS (
    UPDATE accounts a SET balance = a.balance + legs.amount FROM legs WHERE a.id = legs.account_id
    RETURNING a.id, legs.amount, a.balance
  )
  INSERT INTO postings (journal_id, account_id, amount, balance_after, created_at)
  SELECT v_journal_id, moved.id, moved.amount, moved.balance, (p_journal->>'created_at')::timestamptz FROM moved;

  RETURN v_journal_id;
END $$;
--> statement-breakpoint

-- The limits that apply to a customer for a type: the customer's own where lower, else the bank's ceiling.
CREATE FUNCTION limit_effective(p_customer uuid, p_type text,
  OUT min_amount bigint, OUT max_per_transaction bigint, OUT daily_amount bigint, OUT daily_count int,
  OUT monthly_amount bigint)
LANGUAGE sql STABLE AS $$
  SELECT c.min_amount, least(l.max_per_transaction, c.max_per_transaction), least(l.daily_amount, c.daily_amount),
    least(l.daily_count, c.daily_count), least(l.monthly_amount, c.monthly_amount)
  FROM limit_ceilings c
  LEFT JOIN customer_limits l ON l.customer_id = p_customer AND l.type = c.type
  WHERE c.type = p_type
$$;
--> statement-breakpoint

-- Which limit `p_amount` would break now (an error code), or null: for quotes, and to name a refusal.
CREATE FUNCTION limit_check(p_customer uuid, p_type text, p_amount bigint, p_day date, p_month date) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v record;
  v_day limit_usage;
  v_month limit_usage;
BEGIN
  SELECT * INTO v FROM limit_effective(p_customer, p_type);
  IF v.min_amount IS NULL THEN
    RAISE EXCEPTION 'ledger: no limits for type %', p_type USING ERRCODE = 'XX000';
  END IF;
  SELECT * INTO v_day FROM limit_usage
    WHERE customer_id = p_customer AND type = p_type AND period = 'day' AND period_start = p_day;
  SELECT * INTO v_month FROM limit_usage
    WHERE customer_id = p_customer AND type = p_type AND period = 'month' AND period_start = p_month;
  RETURN CASE
    WHEN p_amount < v.min_amount THEN 'LIMIT_BELOW_MINIMUM'
    WHEN p_amount > v.max_per_transaction THEN 'LIMIT_PER_TRANSACTION'
    WHEN coalesce(v_day.count, 0) + 1 > v.daily_count THEN 'LIMIT_DAILY_COUNT'
    WHEN coalesce(v_day.amount, 0) + p_amount > v.daily_amount THEN 'LIMIT_DAILY_AMOUNT'
    WHEN coalesce(v_month.amount, 0) + p_amount > v.monthly_amount THEN 'LIMIT_MONTHLY_AMOUNT'
  END;
END $$;
--> statement-breakpoint

-- Counts `p_amount` against the day and month counters, each moving only while its new totals stay within the
-- limit, so concurrent transfers can never overshoot. Raises the code of the limit it would break.
CREATE FUNCTION limit_consume(p_customer uuid, p_type text, p_amount bigint, p_day date, p_month date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v record;
  v_code text;
BEGIN
  SELECT * INTO v FROM limit_effective(p_customer, p_type);
  IF v.min_amount IS NULL OR p_amount < v.min_amount OR p_amount > v.max_per_transaction
    OR p_amount > v.daily_amount OR p_amount > v.monthly_amount OR v.daily_count < 1 THEN
    v_code := limit_check(p_customer, p_type, p_amount, p_day, p_month);
    RAISE EXCEPTION '%', coalesce(v_code, 'LIMIT_PER_TRANSACTION');
  END IF;

  INSERT INTO limit_usage AS u (customer_id, type, period, period_start, amount, count)
  VALUES (p_customer, p_type, 'day', p_day, p_amount, 1)
  ON CONFLICT (customer_id, type, period, period_start) DO UPDATE
    SET amount = u.amount + excluded.amount, count = u.count + 1
    WHERE u.count + 1 <= v.daily_count AND u.amount + excluded.amount <= v.daily_amount;
  IF NOT FOUND THEN
    RAISE EXCEPTION '%', coalesce(limit_check(p_customer, p_type, p_amount, p_day, p_month), 'LIMIT_DAILY_AMOUNT');
  END IF;

  INSERT INTO limit_usage AS u (customer_id, type, period, period_start, amount, count)
  VALUES (p_customer, p_type, 'month', p_month, p_amount, 1)
  ON CONFLICT (customer_id, type, period, period_start) DO UPDATE
    SET amount = u.amount + excluded.amount, count = u.count + 1
    WHERE u.amount + excluded.amount <= v.monthly_amount;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'LIMIT_MONTHLY_AMOUNT';
  END IF;
END $$;
--> statement-breakpoint

-- A customer's money movement, the whole pipeline after validation in one transaction:
--   1. claim the Idempotency-Key (a concurrent duplicate waits here, then replays the stored answer);
--   2. consume the one-time code (only if session, action, payload hash and code all match: else OTP_CHECK_FAILED,
--      and the caller finds out why and counts the try);
--   3. the accounts that must be the customer's are (else NOT_FOUND, as for any foreign id);
--   4. post the journal (locks in id order, floor check);
--   5. count it against the limits;
--   6. store the answer on the key; without one (an external network still has to answer) the key stays in flight;
--   7. tell the customer (a TRANSACTIONAL notification, `p_notice` {title, text}), when given.
-- Returns {"outcome": "executed", "journal_id"} or {"outcome": "replay", "status_code", "response"}.
CREATE FUNCTION money_transfer(p_customer uuid, p_key jsonb, p_otp jsonb, p_journal jsonb, p_legs jsonb,
  p_owned jsonb, p_limit jsonb, p_notice jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := (p_journal->>'created_at')::timestamptz;
  v_existing idempotency_keys;
  v_journal_id bigint;
BEGIN
  INSERT INTO idempotency_keys (customer_id, key, request_hash, state, created_at)
  VALUES (p_customer, p_key->>'key', p_key->>'request_hash', 'in_flight', v_now)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
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

  UPDATE one_time_codes SET consumed_at = v_now
  WHERE id = (p_otp->>'id')::uuid AND customer_id = p_customer AND purpose = p_otp->>'purpose'
    AND session_id = (p_otp->>'session_id')::uuid AND payload_hash = p_otp->>'payload_hash'
    AND code_hash = p_otp->>'code_hash' AND consumed_at IS NULL
    AND attempts < (p_otp->>'max_attempts')::int AND expires_at > v_now;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'OTP_CHECK_FAILED';
  END IF;

  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements_text(p_owned) o(id)
    LEFT JOIN accounts a ON a.id = o.id::uuid
    WHERE a.customer_id IS DISTINCT FROM p_customer
  ) THEN
    RAISE EXCEPTION 'NOT_FOUND';
  END IF;

  v_journal_id := ledger_post(p_journal, p_legs, true);

  PERFORM limit_consume(p_customer, p_limit->>'type', (p_limit->>'amount')::bigint, (p_limit->>'day')::date,
    (p_limit->>'month')::date);

  UPDATE idempotency_keys
  SET journal_id = v_journal_id,
    state = CASE WHEN p_key ? 'response' THEN 'done' ELSE 'in_flight' END,
    status_code = CASE WHEN p_key ? 'response' THEN 200 END,
    response = p_key->'response'
  WHERE customer_id = p_customer AND key = p_key->>'key';

  IF p_notice IS NOT NULL THEN
    INSERT INTO notifications (customer_id, category, message_title, message_text, transaction_id, created_at)
    VALUES (p_customer, 'TRANSACTIONAL', p_notice->>'title', p_notice->>'text', p_journal->>'transaction_id', v_now);
  END IF;

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
    v_legs, false);
  UPDATE journals SET status = 'REVERSE', updated_at = (p_reversal->>'created_at')::timestamptz
  WHERE id = p_journal_id;

  IF v_original.customer_id IS NOT NULL THEN
    UPDATE limit_usage SET amount = amount - v_original.amount, count = count - 1
    WHERE customer_id = v_original.customer_id AND type = v_original.type
      AND ((period = 'day' AND period_start = p_day) OR (period = 'month' AND period_start = p_month));
  END IF;
  RETURN v_id;
END $$;
