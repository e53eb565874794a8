-- How each device's sync stands (issue 36): every signed-in app reports, now and then, whether it
-- is installed, how many of the person's changes wait on it and when it last synced. The person
-- sees their other devices' state on /cross-platform-sync; administrators see the figures across
-- everyone on /admin ("sync health"), never one person's devices.

create table public.device_sync_reports (
  user_id uuid not null references auth.users (id) on delete cascade,
  device_id text not null,
  session_id uuid,
  user_agent text,
  installed boolean not null default false,
  pending_writes integer not null default 0,
  last_synced_at timestamptz,
  last_error text,
  reported_at timestamptz not null default now(),
  primary key (user_id, device_id),
  constraint device_sync_reports_device_id_format check (device_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  constraint device_sync_reports_pending_range check (pending_writes between 0 and 1000000),
  constraint device_sync_reports_user_agent_length check (char_length(user_agent) <= 500),
  constraint device_sync_reports_last_error_length check (char_length(last_error) <= 300)
);
create index device_sync_reports_reported_idx on public.device_sync_reports (reported_at);

alter table public.device_sync_reports enable row level security;
revoke all on public.device_sync_reports from anon, authenticated;

create or replace function public.report_device_sync(
  p_device_id text,
  p_installed boolean,
  p_pending_writes integer,
  p_last_synced_at timestamptz,
  p_last_error text default null
) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  session text := auth.jwt() ->> 'session_id';
  agent text := left(nullif(current_setting('request.headers', true), '')::json ->> 'user-agent', 500);
begin
  if p_device_id is null or p_device_id !~ '^[A-Za-z0-9_-]{8,64}$' then
    raise exception 'A device id of 8 to 64 letters, digits, - or _ is required' using errcode = '22023';
  end if;
  if p_pending_writes is null or p_pending_writes not between 0 and 1000000 then
    raise exception 'The number of waiting changes is out of range' using errcode = '22023';
  end if;
  insert into public.device_sync_reports (user_id, device_id, session_id, user_agent, installed,
    pending_writes, last_synced_at, last_error, reported_at)
  values (uid, p_device_id,
    case when session ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then session::uuid end,
    agent, coalesce(p_installed, false), p_pending_writes,
    least(p_last_synced_at, now()), left(nullif(btrim(p_last_error), ''), 300), now())
  on conflict (user_id, device_id) do update set
    session_id = excluded.session_id, user_agent = excluded.user_agent,
    installed = excluded.installed, pending_writes = excluded.pending_writes,
    last_synced_at = excluded.last_synced_at, last_error = excluded.last_error,
    reported_at = excluded.reported_at;
end
$$;

-- The caller's devices as they last reported, for the signed-in sessions' list.
create or replace function public.my_device_reports() returns table (
  device_id text,
  session_id uuid,
  installed boolean,
  pending_writes integer,
  last_synced_at timestamptz,
  last_error text,
  reported_at timestamptz
)
  language sql stable security definer set search_path = ''
as $$
  select r.device_id, r.session_id, r.installed, r.pending_writes, r.last_synced_at, r.last_error,
    r.reported_at
  from public.device_sync_reports r
  where r.user_id = (select auth.uid())
  order by r.reported_at desc
$$;

-- Sync health across everyone, for verified administrators: devices heard from in the last day,
-- how many are installed, how many hold unsent changes (and for more than a day), with errors.
create or replace function public.admin_sync_health() returns table (
  devices_24h bigint,
  installed_24h bigint,
  with_pending bigint,
  pending_writes bigint,
  stale_pending bigint,
  with_errors_24h bigint,
  last_report_at timestamptz
)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_verified_admin();
  return query
  select
    count(*) filter (where r.reported_at > now() - interval '24 hours'),
    count(*) filter (where r.reported_at > now() - interval '24 hours' and r.installed),
    count(*) filter (where r.pending_writes > 0),
    coalesce(sum(r.pending_writes), 0)::bigint,
    count(*) filter (where r.pending_writes > 0
      and coalesce(r.last_synced_at, r.reported_at) < now() - interval '24 hours'),
    count(*) filter (where r.reported_at > now() - interval '24 hours' and r.last_error is not null),
    max(r.reported_at)
  from public.device_sync_reports r;
end
$$;

revoke execute on function public.report_device_sync(text, boolean, integer, timestamptz, text),
  public.my_device_reports(), public.admin_sync_health() from public, anon;
grant execute on function public.report_device_sync(text, boolean, integer, timestamptz, text),
  public.my_device_reports(), public.admin_sync_health() to authenticated;
