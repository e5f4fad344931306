-- Every API instance keeps the sessions it has recently checked in memory (decision 011). These triggers tell all
-- of them, through NOTIFY, when a session or its customer changes, whoever made the change: the notice is sent when
-- the change commits. A session's activity time alone is not news (it changes up to once a second per session).

CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taka_session_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_activity_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_activity_at'))
  EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE FUNCTION notify_customer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taka_customer_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_changed AFTER UPDATE OR DELETE ON customers FOR EACH ROW
  EXECUTE FUNCTION notify_customer_changed();
