-- The user a session token signs in, with the subscription bought with their email: the query
-- every signed-in request runs. As a PL/pgSQL function its plan is prepared once per connection
-- instead of for every request (planning the three-table join cost more than running it).
CREATE OR REPLACE FUNCTION northvault_session_user(token_hash text)
RETURNS TABLE (
  id uuid,
  issuer text,
  subject text,
  email text,
  name text,
  given_name text,
  picture text,
  created_at timestamptz,
  updated_at timestamptz,
  plan_id text,
  subscription_status text,
  subscription_started_at timestamptz
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT u.id, u.issuer, u.subject, u.email, u.name, u.given_name, u.picture, u.created_at, u.updated_at,
           s.plan_id, s.status, s.started_at
    FROM sessions AS ss
    JOIN users AS u ON u.id = ss.user_id
    LEFT JOIN subscriptions AS s ON s.email = u.email AND s.status = 'active'
    WHERE ss.id = token_hash AND ss.expires_at > now()
    LIMIT 1;
END
$$;
