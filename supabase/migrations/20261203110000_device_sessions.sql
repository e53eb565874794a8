-- The devices signed in to an account (/cross-platform-sync, issue 36) are its auth sessions:
-- each sign-in on a browser or phone is one, with its user agent, address and last refresh. A
-- person lists theirs and signs one out from another; the API then refuses that device's token
-- at once (not when it expires), so it signs out and wipes its local data on its next request.

create or replace function public.my_sessions() returns table (
  id uuid,
  created_at timestamptz,
  last_active_at timestamptz,
  user_agent text,
  ip text,
  aal text,
  current boolean
)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
begin
  return query
  select s.id, s.created_at,
    greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'utc'),
    s.user_agent, host(s.ip), s.aal::text,
    s.id::text = coalesce(auth.jwt() ->> 'session_id', '')
  from auth.sessions s
  where s.user_id = uid
  order by 3 desc, s.id;
end
$$;

create or replace function public.end_my_session(p_session_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
begin
  delete from auth.sessions where id = p_session_id and user_id = uid;
  if not found then
    raise exception 'This device is already signed out' using errcode = 'P0002';
  end if;
end
$$;

-- PostgREST runs this before every API request (pgrst.db_pre_request below). A suspended
-- account's token gets 403 with code PT403; a token whose session has ended (signed out from
-- another device, or everywhere) gets 401 with code PT401. The app signs out on either.
create or replace function public.check_api_request() returns void
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  session_id text := auth.jwt() ->> 'session_id';
begin
  if uid is null then
    return;
  end if;
  if exists (select 1 from public.account_suspensions where user_id = uid and restored_at is null) then
    raise sqlstate 'PT403' using message = 'Account suspended',
      hint = 'An administrator suspended this account';
  end if;
  -- Tokens the auth server issued name their session (a uuid); others (tests, scripts) do not.
  if session_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and not exists (select 1 from auth.sessions s where s.id = session_id::uuid) then
    raise sqlstate 'PT401' using message = 'Session ended',
      hint = 'This device was signed out';
  end if;
end
$$;

revoke execute on function public.my_sessions(), public.end_my_session(uuid) from public, anon;
grant execute on function public.my_sessions(), public.end_my_session(uuid) to authenticated;
grant execute on function public.check_api_request() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request to 'public.check_api_request';
notify pgrst, 'reload config';
drop function public.refuse_suspended_request();
