-- Posting slots for the bank's busy accounts (decision 012). Every bank account that customers' transfers post to
-- (all but equity) gets seven more accounts beside it, system keys `<key>/1` to `<key>/7`, numbers 98<slot> and the
-- account's last ten digits. A transfer posts to one of the eight at random (the account directory picks it), so
-- concurrent charged transfers seldom wait for each other's row lock; what the bank holds on such an account is
-- the sum of its slots. The trigger gives every bank account opened later its slots too.
CREATE FUNCTION bank_account_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO accounts (number, kind, title, product_name, branch, currency, status, min_balance, system_key,
    opened_on)
  SELECT '98' || slot || right(NEW.number, 10), NEW.kind, NEW.title, NEW.product_name, NEW.branch, NEW.currency,
    NEW.status, NEW.min_balance, NEW.system_key || '/' || slot, NEW.opened_on
  FROM generate_series(1, 7) slot;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_account_slots AFTER INSERT ON accounts FOR EACH ROW
  WHEN (NEW.system_key IS NOT NULL AND NEW.kind <> 'equity' AND strpos(NEW.system_key, '/') = 0)
  EXECUTE FUNCTION bank_account_slots();
--> statement-breakpoint
INSERT INTO accounts (number, kind, title, product_name, branch, currency, status, min_balance, system_key,
  opened_on)
SELECT '98' || slot || right(a.number, 10), a.kind, a.title, a.product_name, a.branch, a.currency, a.status,
  a.min_balance, a.system_key || '/' || slot, a.opened_on
FROM accounts a CROSS JOIN generate_series(1, 7) slot
WHERE a.system_key IS NOT NULL AND a.kind <> 'equity' AND strpos(a.system_key, '/') = 0;
