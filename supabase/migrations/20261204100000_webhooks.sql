-- Outgoing webhooks (/integrations, issue 36). A person (or an organization they belong to)
-- subscribes an https URL to events; database triggers queue one delivery per subscribed webhook
-- when the event happens, and the `deliver-webhooks` edge function sends them, signed with the
-- webhook's secret (HMAC-SHA256 over "<timestamp>.<body>"), retrying with backoff. The secret is
-- shown once when the webhook is created or its secret rotated; the tables are read only through
-- the functions below (people) and by the service role (the sender).

-- Events a webhook can subscribe to: the app's own changes that other tools act on.
create or replace function public.webhook_events() returns text[]
  language sql immutable set search_path = ''
as $$ select array['application.created', 'application.status_changed', 'job.filled'] $$;

-- Switches of this deployment that no client reads; seed.sql turns on local webhook URLs for
-- development, production has no such row (https only).
create table public.platform_flags (
  name text primary key,
  enabled boolean not null default false
);
alter table public.platform_flags enable row level security;
revoke all on public.platform_flags from anon, authenticated;

create table public.webhooks (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  url text not null,
  description text,
  events text[] not null,
  enabled boolean not null default true,
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint webhooks_url_length check (char_length(url) <= 2000),
  constraint webhooks_description_length
    check (description is null or public.text_len(description) between 1 and 200),
  constraint webhooks_events_valid
    check (cardinality(events) >= 1 and events <@ public.webhook_events())
);
create index webhooks_owner_id_idx on public.webhooks (owner_id);
create index webhooks_organization_id_idx on public.webhooks (organization_id);

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  webhook_id uuid not null references public.webhooks (id) on delete cascade,
  event text not null,
  data jsonb not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_attempt_at timestamptz,
  response_status integer,
  response_body text,
  error text,
  duration_ms integer,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  constraint webhook_deliveries_status_valid
    check (status in ('pending', 'delivered', 'failed'))
);
create index webhook_deliveries_due_idx on public.webhook_deliveries (next_attempt_at)
  where status = 'pending';
create index webhook_deliveries_webhook_idx on public.webhook_deliveries (webhook_id, created_at desc);

alter table public.webhooks enable row level security;
alter table public.webhook_deliveries enable row level security;
revoke all on public.webhooks, public.webhook_deliveries from anon, authenticated;

-- https anywhere; http only to this machine, and only where the deployment allows it.
create or replace function public.webhook_url_allowed(p_url text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select char_length(p_url) <= 2000 and (
    p_url ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\s]*)?$'
    or (p_url ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?(/[^\s]*)?$'
        and exists (select 1 from public.platform_flags
                    where name = 'webhooks_allow_local_urls' and enabled))
  )
$$;

create or replace function public.check_webhook_input(p_url text, p_events text[], p_description text)
  returns void
  language plpgsql stable set search_path = ''
as $$
declare
  unknown text;
begin
  if p_url is null or not public.webhook_url_allowed(p_url) then
    raise exception 'The webhook URL must start with https://' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_events), 0) = 0 then
    raise exception 'Choose at least one event' using errcode = '22023';
  end if;
  select e into unknown from unnest(p_events) e where e <> all (public.webhook_events()) limit 1;
  if unknown is not null then
    raise exception 'Unknown event: %', unknown using errcode = '22023';
  end if;
  if p_description is not null and public.text_len(p_description) > 200 then
    raise exception 'The description must be at most 200 characters' using errcode = '22023';
  end if;
end
$$;

create or replace function public.webhook_secret() returns text
  language sql volatile set search_path = ''
as $$ select 'whsec_' || public.random_hex(2) $$;

-- Whether the caller manages the webhook: its creator, or the owner of its organization.
create or replace function public.manages_webhook(p_webhook_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.webhooks w
    where w.id = p_webhook_id and (w.owner_id = (select auth.uid()) or exists (
      select 1 from public.organizations o
      where o.id = w.organization_id and o.owner_id = (select auth.uid())))
  )
$$;

create or replace function public.create_webhook(
  p_url text,
  p_events text[],
  p_description text default null,
  p_organization_id uuid default null
) returns table (id uuid, secret text)
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  new_secret text := public.webhook_secret();
  new_id uuid;
begin
  perform public.check_webhook_input(p_url, p_events, nullif(btrim(p_description), ''));
  if p_organization_id is not null and not public.is_organization_member(p_organization_id) then
    raise exception 'You can only use an organization you own or belong to' using errcode = '42501';
  end if;
  if (select count(*) from public.webhooks w where w.owner_id = uid) >= 10 then
    raise exception 'You can have at most 10 webhooks' using errcode = '22023';
  end if;
  insert into public.webhooks (owner_id, organization_id, url, description, events, secret)
  values (uid, p_organization_id, p_url, nullif(btrim(p_description), ''),
    (select array_agg(distinct e order by e) from unnest(p_events) e), new_secret)
  returning webhooks.id into new_id;
  return query select new_id, new_secret;
end
$$;

create or replace function public.update_webhook(
  p_id uuid,
  p_url text,
  p_events text[],
  p_description text,
  p_enabled boolean
) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform public.require_uid();
  if not public.manages_webhook(p_id) then
    raise exception 'No such webhook' using errcode = 'P0002';
  end if;
  perform public.check_webhook_input(p_url, p_events, nullif(btrim(p_description), ''));
  update public.webhooks w set url = p_url, description = nullif(btrim(p_description), ''),
    events = (select array_agg(distinct e order by e) from unnest(p_events) e),
    enabled = coalesce(p_enabled, w.enabled), updated_at = now()
  where w.id = p_id;
end
$$;

create or replace function public.rotate_webhook_secret(p_id uuid) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  new_secret text := public.webhook_secret();
begin
  perform public.require_uid();
  if not public.manages_webhook(p_id) then
    raise exception 'No such webhook' using errcode = 'P0002';
  end if;
  update public.webhooks w set secret = new_secret, updated_at = now() where w.id = p_id;
  return new_secret;
end
$$;

create or replace function public.delete_webhook(p_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform public.require_uid();
  if not public.manages_webhook(p_id) then
    raise exception 'No such webhook' using errcode = 'P0002';
  end if;
  delete from public.webhooks w where w.id = p_id;
end
$$;

-- The caller's webhooks and their organizations', with the latest delivery's outcome.
create or replace function public.my_webhooks() returns table (
  id uuid,
  url text,
  description text,
  events text[],
  enabled boolean,
  organization_id uuid,
  organization_name text,
  manageable boolean,
  created_at timestamptz,
  last_status text,
  last_response_status integer,
  last_attempt_at timestamptz
)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
begin
  return query
  select w.id, w.url, w.description, w.events, w.enabled, w.organization_id, o.name,
    public.manages_webhook(w.id), w.created_at, d.status, d.response_status, d.last_attempt_at
  from public.webhooks w
  left join public.organizations o on o.id = w.organization_id
  left join lateral (
    select x.status, x.response_status, x.last_attempt_at from public.webhook_deliveries x
    where x.webhook_id = w.id order by x.created_at desc limit 1
  ) d on true
  where w.owner_id = uid
    or (w.organization_id is not null and public.is_organization_member(w.organization_id))
  order by w.created_at desc;
end
$$;

create or replace function public.webhook_delivery_log(p_webhook_id uuid, p_limit integer default 50)
  returns table (
    id uuid,
    event text,
    status text,
    attempts integer,
    response_status integer,
    response_body text,
    error text,
    duration_ms integer,
    created_at timestamptz,
    last_attempt_at timestamptz,
    next_attempt_at timestamptz
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_uid();
  if not exists (
    select 1 from public.webhooks w where w.id = p_webhook_id
      and (w.owner_id = (select auth.uid())
        or (w.organization_id is not null and public.is_organization_member(w.organization_id)))
  ) then
    raise exception 'No such webhook' using errcode = 'P0002';
  end if;
  return query
  select d.id, d.event, d.status, d.attempts, d.response_status, d.response_body, d.error,
    d.duration_ms, d.created_at, d.last_attempt_at,
    case when d.status = 'pending' then d.next_attempt_at end
  from public.webhook_deliveries d
  where d.webhook_id = p_webhook_id
  order by d.created_at desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end
$$;

-- A test delivery ("ping") queued for now; the app asks deliver-webhooks to send it at once.
create or replace function public.queue_webhook_ping(p_webhook_id uuid) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  new_id uuid;
begin
  perform public.require_uid();
  if not public.manages_webhook(p_webhook_id) then
    raise exception 'No such webhook' using errcode = 'P0002';
  end if;
  insert into public.webhook_deliveries (webhook_id, event, data)
  values (p_webhook_id, 'ping', jsonb_build_object('webhook_id', p_webhook_id))
  returning webhook_deliveries.id into new_id;
  return new_id;
end
$$;

-- Sends a finished delivery again (a new attempt series, same payload and delivery id).
create or replace function public.redeliver_webhook(p_delivery_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  hook uuid;
begin
  perform public.require_uid();
  select d.webhook_id into hook from public.webhook_deliveries d where d.id = p_delivery_id;
  if hook is null or not public.manages_webhook(hook) then
    raise exception 'No such delivery' using errcode = 'P0002';
  end if;
  update public.webhook_deliveries d
  set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
  where d.id = p_delivery_id;
end
$$;

-- The sender's side (service role): take due deliveries (or one named delivery) for a minute,
-- so two senders never send the same one; then record each attempt's outcome.
create or replace function public.claim_webhook_deliveries(
  p_limit integer default 20,
  p_delivery_id uuid default null
) returns table (
  id uuid,
  event text,
  data jsonb,
  created_at timestamptz,
  attempts integer,
  url text,
  secret text
)
  language plpgsql security definer set search_path = ''
as $$
begin
  return query
  with due as (
    select d.id from public.webhook_deliveries d
    join public.webhooks w on w.id = d.webhook_id
    where d.status = 'pending' and (w.enabled or p_delivery_id is not null)
      and (d.locked_until is null or d.locked_until < now())
      and (case when p_delivery_id is null then d.next_attempt_at <= now() else d.id = p_delivery_id end)
    order by d.next_attempt_at
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update of d skip locked
  ), taken as (
    update public.webhook_deliveries d set locked_until = now() + interval '1 minute'
    from due where d.id = due.id
    returning d.id, d.event, d.data, d.created_at, d.attempts, d.webhook_id
  )
  select t.id, t.event, t.data, t.created_at, t.attempts, w.url, w.secret
  from taken t join public.webhooks w on w.id = t.webhook_id;
end
$$;

-- Backoff after a failed attempt n: 1 min, 5 min, 30 min, 2 h, 8 h; the sixth failure is final.
create or replace function public.webhook_retry_delay(p_attempts integer) returns interval
  language sql immutable set search_path = ''
as $$
  select (array[interval '1 minute', interval '5 minutes', interval '30 minutes',
    interval '2 hours', interval '8 hours'])[p_attempts]
$$;

create or replace function public.record_webhook_attempt(
  p_delivery_id uuid,
  p_response_status integer,
  p_response_body text,
  p_error text,
  p_duration_ms integer
) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  ok boolean := p_response_status between 200 and 299;
  tries integer;
  delay interval;
  outcome text;
begin
  update public.webhook_deliveries d set attempts = d.attempts + 1
  where d.id = p_delivery_id returning d.attempts into tries;
  if tries is null then
    return null;
  end if;
  delay := public.webhook_retry_delay(tries);
  outcome := case when ok then 'delivered' when delay is null then 'failed' else 'pending' end;
  update public.webhook_deliveries d set
    status = outcome,
    last_attempt_at = now(),
    next_attempt_at = case when outcome = 'pending' then now() + delay else d.next_attempt_at end,
    locked_until = null,
    response_status = p_response_status,
    response_body = left(p_response_body, 1000),
    error = left(p_error, 500),
    duration_ms = p_duration_ms,
    delivered_at = case when ok then now() end
  where d.id = p_delivery_id;
  return outcome;
end
$$;

-- Queues `p_event` for every enabled webhook subscribed to it that belongs to the person or to
-- the organization.
create or replace function public.queue_webhook_event(
  p_event text,
  p_owner_id uuid,
  p_organization_id uuid,
  p_data jsonb
) returns void
  language sql security definer set search_path = ''
as $$
  insert into public.webhook_deliveries (webhook_id, event, data)
  select w.id, p_event, p_data from public.webhooks w
  where w.enabled and p_event = any (w.events)
    and (w.owner_id = p_owner_id
      or (p_organization_id is not null and w.organization_id = p_organization_id))
$$;

create or replace function public.webhook_application_data(p_application public.job_applications)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'application', jsonb_build_object(
      'id', p_application.id,
      'status', p_application.status,
      'applicant_id', p_application.applicant_id,
      'applicant_name', (select p.full_name from public.user_profiles p
                         where p.user_id = p_application.applicant_id),
      'proposed_rate', p_application.proposed_rate,
      'availability_start', p_application.availability_start,
      'created_at', p_application.created_at),
    'job', (select jsonb_build_object('id', j.id, 'title', j.title,
              'trade_specialty', j.trade_specialty, 'location_city', j.location_city,
              'location_province', j.location_province)
            from public.jobs j where j.id = p_application.job_id))
$$;

create or replace function public.webhooks_on_application() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  org uuid;
begin
  if new._deleted then
    return null;
  end if;
  if tg_op = 'INSERT' then
    select j.organization_id into org from public.jobs j where j.id = new.job_id;
    perform public.queue_webhook_event('application.created', new.job_owner_id, org,
      public.webhook_application_data(new));
  elsif new.status is distinct from old.status then
    perform public.queue_webhook_event('application.status_changed', new.applicant_id, null,
      public.webhook_application_data(new) || jsonb_build_object('previous_status', old.status));
  end if;
  return null;
end
$$;

create trigger job_applications_webhooks after insert or update of status on public.job_applications
  for each row execute function public.webhooks_on_application();

create or replace function public.webhooks_on_job_filled() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'filled' and old.status is distinct from 'filled' and not new._deleted then
    perform public.queue_webhook_event('job.filled', new.owner_id, new.organization_id,
      jsonb_build_object('job', jsonb_build_object('id', new.id, 'title', new.title,
        'trade_specialty', new.trade_specialty, 'location_city', new.location_city,
        'location_province', new.location_province)));
  end if;
  return null;
end
$$;

create trigger jobs_webhooks after update of status on public.jobs
  for each row execute function public.webhooks_on_job_filled();

revoke execute on function public.webhook_url_allowed(text),
  public.check_webhook_input(text, text[], text), public.webhook_secret(),
  public.manages_webhook(uuid),
  public.create_webhook(text, text[], text, uuid),
  public.update_webhook(uuid, text, text[], text, boolean), public.rotate_webhook_secret(uuid),
  public.delete_webhook(uuid), public.my_webhooks(), public.webhook_delivery_log(uuid, integer),
  public.queue_webhook_ping(uuid), public.redeliver_webhook(uuid),
  public.claim_webhook_deliveries(integer, uuid),
  public.record_webhook_attempt(uuid, integer, text, text, integer),
  public.queue_webhook_event(text, uuid, uuid, jsonb),
  public.webhook_application_data(public.job_applications),
  public.webhooks_on_application(), public.webhooks_on_job_filled()
  from public, anon, authenticated;
grant execute on function public.create_webhook(text, text[], text, uuid),
  public.update_webhook(uuid, text, text[], text, boolean), public.rotate_webhook_secret(uuid),
  public.delete_webhook(uuid), public.my_webhooks(), public.webhook_delivery_log(uuid, integer),
  public.queue_webhook_ping(uuid), public.redeliver_webhook(uuid) to authenticated;
grant execute on function public.claim_webhook_deliveries(integer, uuid),
  public.record_webhook_attempt(uuid, integer, text, text, integer) to service_role;

-- On hosted Supabase the sender runs every 10 seconds from Supabase Cron when pg_cron and pg_net
-- are enabled, with the project URL and service role key kept in Vault (supabase/README.md).
-- The local backend runs it from supabase/local-schedules.json instead.
do $do$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net') then
    execute $sql$
      select cron.schedule('deliver-webhooks', '10 seconds', $cmd$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/deliver-webhooks',
          headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
            'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                          where name = 'service_role_key')),
          body := '{}'::jsonb)
      $cmd$)
    $sql$;
  end if;
end
$do$;
