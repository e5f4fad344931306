CREATE TABLE "transaction_blocks" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_kind_known";--> statement-breakpoint
ALTER TABLE "transaction_blocks" ADD CONSTRAINT "transaction_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_blocks" ADD CONSTRAINT "transaction_blocks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_blocks_customer_idx" ON "transaction_blocks" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_kind_known" CHECK ("activity_events"."kind" in ('sign-in', 'sign-in-failed', 'lockout', 'sign-out', 'idle-lock', 'unlock', 'password-changed', 'passkey-added', 'passkey-removed', 'profile-changed', 'beneficiary-added', 'beneficiary-edited', 'beneficiary-removed', 'favorite-added', 'favorite-changed', 'favorite-removed', 'limit-changed', 'code-sent', 'standing-instruction-set-up', 'standing-instruction-paused', 'standing-instruction-resumed', 'standing-instruction-cancelled', 'standing-instruction-amount-changed', 'session-signed-out', 'other-sessions-signed-out', 'notification-preferences-changed', 'loan-instalment-paid', 'fdr-opened', 'transaction-blocked', 'transaction-unblocked'));--> statement-breakpoint
-- ledger_post of 0010 and transfer_code_issue of 0020, each refusing a debit from an account the customer blocked
-- (decision 035): ledger_post for every internet-banking journal (transfers, payments, standing runs, fees, pay
-- orders), transfer_code_issue so that no code is sent for a transfer that would be refused.
CREATE OR REPLACE FUNCTION ledger_post(p_journal jsonb, p_legs jsonb, p_owner uuid) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_ids uuid[];
  v_amounts bigint[];
  v_owned boolean[];
  v_sum bigint;
  v_balances bigint[] := '{}';
  v_balance bigint;
  v_customer uuid;
  v_journal_id bigint;
BEGIN
  SELECT coalesce(array_agg(l.id ORDER BY l.id), '{}'), coalesce(array_agg(l.amount ORDER BY l.id), '{}'),
    coalesce(array_agg(l.owned ORDER BY l.id), '{}'), coalesce(sum(l.amount), 0)
  INTO v_ids, v_amounts, v_owned, v_sum
  FROM (
    SELECT (e->>'account_id')::uuid AS id, (e->>'amount')::bigint AS amount,
      coalesce((e->>'owned')::boolean, false) AS owned
    FROM jsonb_array_elements(p_legs) e
  ) l;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION 'ledger: journal % does not balance', p_journal->>'transaction_id' USING ERRCODE = 'XX000';
  END IF;

  FOR i IN 1 .. cardinality(v_ids) LOOP
    IF i > 1 AND v_ids[i] = v_ids[i - 1] THEN
      RAISE EXCEPTION 'ledger: journal % repeats an account', p_journal->>'transaction_id' USING ERRCODE = 'XX000';
    END IF;
    -- decision 035: an owned debit of an internet-banking journal from a blocked account is refused
    IF p_owner IS NOT NULL AND v_owned[i] AND v_amounts[i] < 0 AND p_journal->>'channel' = 'internet_banking'
      AND EXISTS (SELECT 1 FROM transaction_blocks b WHERE b.account_id = v_ids[i] AND b.customer_id = p_owner) THEN
      RAISE EXCEPTION 'ACCOUNT_DEBIT_BLOCKED';
    END IF;
    UPDATE accounts SET balance = balance + v_amounts[i]
    WHERE id = v_ids[i]
      AND (p_owner IS NULL OR ((NOT v_owned[i] OR customer_id = p_owner) AND (customer_id IS NULL OR status = 'active')))
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      SELECT customer_id INTO v_customer FROM accounts WHERE id = v_ids[i];
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger: journal % has an unknown account', p_journal->>'transaction_id'
          USING ERRCODE = 'XX000';
      END IF;
      RAISE EXCEPTION '%', CASE WHEN v_owned[i] AND v_customer IS DISTINCT FROM p_owner THEN 'NOT_FOUND'
        ELSE 'ACCOUNT_NOT_ACTIVE' END;
    END IF;
    v_balances := v_balances || v_balance;
  END LOOP;

  WITH journal AS (
    INSERT INTO journals (transaction_id, type, status, channel, customer_id, from_account_id, from_name,
      from_number, to_name, to_number, amount, charge, vat, remarks, details, reverses_journal_id, created_at,
      updated_at)
    SELECT r.transaction_id, r.type, r.status, r.channel, r.customer_id, r.from_account_id, r.from_name,
      r.from_number, r.to_name, r.to_number, r.amount, r.charge, r.vat, r.remarks, r.details, r.reverses_journal_id,
      r.created_at, r.created_at
    FROM jsonb_populate_record(NULL::journals, p_journal) r
    RETURNING id, created_at
  ), posted AS (
    INSERT INTO postings (journal_id, account_id, amount, balance_after, created_at)
    SELECT journal.id, l.id, l.amount, l.balance, journal.created_at
    FROM journal CROSS JOIN unnest(v_ids, v_amounts, v_balances) AS l(id, amount, balance)
  )
  SELECT id INTO v_journal_id FROM journal;

  RETURN v_journal_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transfer_code_issue(p_code jsonb, p_limit jsonb, p_source uuid, p_total bigint, p_event jsonb)
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
      WHEN EXISTS (SELECT 1 FROM transaction_blocks b WHERE b.account_id = p_source) THEN 'ACCOUNT_DEBIT_BLOCKED'
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
