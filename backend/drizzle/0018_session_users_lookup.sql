-- The accounts that several session tokens sign in, in one statement: signed-in requests that
-- arrive together look their sessions up together (auth/sessions.service.ts), one row per live
-- session. The same rules as northvault_session_user, which stays for instances of the previous
-- release during a rolling deploy.
CREATE FUNCTION northvault_session_users(token_hashes text[], idle_seconds integer)
RETURNS TABLE (
  session_id text,
  id uuid,
  issuer text,
  subject text,
  email text,
  email_verified boolean,
  name text,
  given_name text,
  picture text,
  created_at timestamptz,
  updated_at timestamptz,
  last_seen_at timestamptz,
  plan_id text,
  subscription_status text,
  subscription_started_at timestamptz,
  cancel_at_period_end boolean,
  current_period_end timestamptz
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  -- One subscription per account at most (subscriptions_account_id_unique): one row per session.
  RETURN QUERY
    SELECT ss.id, u.id, u.issuer, u.subject, u.email, u.email_verified, u.name, u.given_name, u.picture,
           u.created_at, u.updated_at, ss.last_seen_at, s.plan_id, s.status, s.started_at,
           s.cancel_at_period_end, s.current_period_end
    FROM sessions AS ss
    JOIN users AS u ON u.id = ss.user_id
    LEFT JOIN subscriptions AS s ON s.account_id = u.id AND s.status <> 'canceled'
    WHERE ss.id = ANY (token_hashes)
      AND ss.expires_at > now()
      AND ss.last_seen_at > now() - make_interval(secs => idle_seconds);
END
$$;
