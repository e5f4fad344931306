-- ledger_post of 0002, with the same contract, moving each balance by its primary key (decision 006).
-- The 0002 version joined the accounts table to the legs' jsonb: the planner guesses 100 rows for
-- jsonb_array_elements, so on a table of a few hundred accounts it chose a sequential scan and a hash join, twice per
-- journal, and its cost grew with the table's dead versions. Now:
--   1. the legs (none for a journal that moved no money) become arrays sorted by account id, the ledger's one lock
--      order;
--   2. one UPDATE per leg, by primary key, in that order, takes the row lock and moves the balance (the
--      accounts_balance_floor check refuses a balance below its floor); for a customer's own money movement
--      (`p_owner` given) it moves only a leg marked `owned` of p_owner's and only an active customer account, and when
--      it moves nothing a lookup says why (NOT_FOUND, as for any foreign id, or ACCOUNT_NOT_ACTIVE);
--   3. the journal and its postings, each with the balance after it, are written in one statement.
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
