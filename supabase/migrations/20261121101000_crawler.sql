-- Crawler protection (spec sections 2, 3, 4, 9): IP allow/deny lists, every detection, browser
-- fingerprints. Written by the crawler-protection function (service role); read by admins.

create table public.ip_access_control (
  id uuid primary key default gen_random_uuid(),
  ip_address text not null,
  access_type text not null,
  reason text,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  -- The spec shows no IP format check; the entry only has to be non-empty once trimmed.
  constraint ip_access_control_ip_address_length
    check (char_length(ip_address) between 1 and 100 and ip_address = btrim(ip_address)),
  constraint ip_access_control_access_type_valid check (access_type in ('whitelist', 'blacklist')),
  constraint ip_access_control_reason_length check (reason is null or char_length(reason) <= 500),
  constraint ip_access_control_expiry_after_creation check (expires_at is null or expires_at > created_at)
);
create index ip_access_control_ip_idx on public.ip_access_control (ip_address, access_type);
create index ip_access_control_created_idx on public.ip_access_control (created_at desc);

create table public.crawler_activity (
  id uuid primary key default gen_random_uuid(),
  ip_address text not null,
  detection_score integer not null default 0,
  is_blocked boolean not null default false,
  detection_reason text,
  request_path text,
  activity_type text not null default 'check',
  severity text,
  user_agent text,
  user_id uuid references auth.users (id) on delete set null,
  -- Which signals fired, as JSON object text {"signal": points}.
  signals text not null default '{}',
  created_at timestamptz not null default now(),
  constraint crawler_activity_detection_score_nonnegative check (detection_score >= 0),
  constraint crawler_activity_activity_type_format check (activity_type ~ '^[a-z_]{1,50}$'),
  constraint crawler_activity_severity_valid check (severity is null or severity in ('low', 'medium', 'high')),
  constraint crawler_activity_signals_object check (public.is_json_object(signals, 4000))
);
create index crawler_activity_ip_created_idx on public.crawler_activity (ip_address, created_at desc);
create index crawler_activity_created_idx on public.crawler_activity (created_at desc);

create table public.browser_fingerprints (
  id uuid primary key default gen_random_uuid(),
  fingerprint_hash text not null,
  ip_address text not null,
  user_agent text,
  screen_resolution text,
  timezone text,
  language text,
  plugins text,
  canvas_fingerprint text,
  webgl_fingerprint text,
  audio_fingerprint text,
  bot_score integer not null default 0,
  is_suspicious boolean not null default false,
  signals text not null default '{}',
  seen_count integer not null default 1,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  constraint browser_fingerprints_hash_key unique (fingerprint_hash),
  constraint browser_fingerprints_bot_score_nonnegative check (bot_score >= 0),
  constraint browser_fingerprints_signals_object check (public.is_json_object(signals, 4000))
);
create index browser_fingerprints_ip_idx on public.browser_fingerprints (ip_address, last_seen_at desc);

alter table public.ip_access_control enable row level security;
alter table public.crawler_activity enable row level security;
alter table public.browser_fingerprints enable row level security;

-- Admins manage the IP lists (the admin screen lists them and deletes by id, section 7).
create policy ip_access_control_admin_select on public.ip_access_control for select to authenticated
  using ((select public.is_admin()));
create policy ip_access_control_admin_insert on public.ip_access_control for insert to authenticated
  with check ((select public.is_admin()));
create policy ip_access_control_admin_update on public.ip_access_control for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy ip_access_control_admin_delete on public.ip_access_control for delete to authenticated
  using ((select public.is_admin()));

create policy crawler_activity_admin_select on public.crawler_activity for select to authenticated
  using ((select public.is_admin()));
create policy browser_fingerprints_admin_select on public.browser_fingerprints for select to authenticated
  using ((select public.is_admin()));

revoke all on public.ip_access_control, public.crawler_activity, public.browser_fingerprints from anon;
revoke insert, update, delete on public.crawler_activity, public.browser_fingerprints from authenticated;
