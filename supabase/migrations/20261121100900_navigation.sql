-- Navigation intelligence: preferences (the spec's navigation_prefs_{userId}), time spent per
-- page (time_spent_{userId}), tracked navigation events; and the new-user event.

create table public.navigation_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  skill_level text not null default 'beginner',
  show_advanced_features boolean not null default false,
  preferred_workflow text not null default 'default',
  dismissed_tooltips text not null default '[]',
  favorite_actions text not null default '[]',
  -- Action names, newest first, at most 10 (section 3).
  recent_activity text not null default '[]',
  onboarding_active boolean not null default false,
  language text not null default 'en',
  notify_new_applications boolean not null default true,
  notify_application_updates boolean not null default true,
  notify_role_updates boolean not null default true,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint navigation_preferences_skill_level_valid
    check (skill_level in ('beginner', 'intermediate', 'advanced')),
  constraint navigation_preferences_preferred_workflow_length
    check (public.text_len(preferred_workflow) between 1 and 50),
  constraint navigation_preferences_dismissed_tooltips_valid check (public.is_text_list(dismissed_tooltips, 100, 100)),
  constraint navigation_preferences_favorite_actions_valid check (public.is_text_list(favorite_actions, 50, 100)),
  constraint navigation_preferences_recent_activity_valid check (public.is_text_list(recent_activity, 10, 100)),
  constraint navigation_preferences_language_valid check (language in ('en', 'fr'))
);
create index navigation_preferences_modified_idx on public.navigation_preferences (_modified, user_id);

-- Time spent: one row per (user, device, page). Only that device adds to its row, so two
-- devices writing at once never overwrite each other's time; page_time_totals sums the rows.
create table public.page_time_spent (
  id text primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  device_id text not null,
  page text not null,
  seconds bigint not null default 0,
  visits integer not null default 0,
  last_visited_at timestamptz,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint page_time_spent_id_length check (char_length(id) between 1 and 200),
  constraint page_time_spent_device_id_length check (char_length(device_id) between 1 and 100),
  constraint page_time_spent_page_format check (char_length(page) between 1 and 300 and page like '/%'),
  constraint page_time_spent_seconds_nonnegative check (seconds >= 0),
  constraint page_time_spent_visits_nonnegative check (visits >= 0),
  constraint page_time_spent_user_device_page_key unique (user_id, device_id, page)
);
create index page_time_spent_modified_idx on public.page_time_spent (_modified, id);

create view public.page_time_totals with (security_invoker = true) as
  select user_id, page, sum(seconds)::bigint as total_seconds, sum(visits)::bigint as total_visits,
    count(*)::integer as devices, max(last_visited_at) as last_visited_at
  from public.page_time_spent
  where not _deleted
  group by user_id, page;

-- Tracked actions (page visits, palette selections, tooltip and quick-action events). Written by
-- the ai-navigation-suggestions function or pushed from the app's offline queue; append-only.
create table public.navigation_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  action text not null,
  path text,
  user_role text,
  skill_level text,
  metadata text not null default '{}',
  occurred_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint navigation_events_action_format check (action ~ '^[A-Za-z0-9_.:-]{1,100}$'),
  constraint navigation_events_path_format check (path is null or (char_length(path) between 1 and 300 and path like '/%')),
  constraint navigation_events_user_role_valid check (user_role is null or user_role in ('guest', 'company', 'craftsman', 'new_user', 'admin')),
  constraint navigation_events_skill_level_valid
    check (skill_level is null or skill_level in ('beginner', 'intermediate', 'advanced')),
  constraint navigation_events_metadata_object check (public.is_json_object(metadata, 4000))
);
create index navigation_events_user_occurred_idx on public.navigation_events (user_id, occurred_at);
create index navigation_events_role_occurred_idx on public.navigation_events (user_role, occurred_at);
create index navigation_events_modified_idx on public.navigation_events (_modified, id);

create trigger navigation_preferences_stamp_modified before insert or update on public.navigation_preferences
  for each row execute function public.stamp_modified();
create trigger page_time_spent_stamp_modified before insert or update on public.page_time_spent
  for each row execute function public.stamp_modified();
create trigger navigation_events_stamp_modified before insert or update on public.navigation_events
  for each row execute function public.stamp_modified();

-- A device's counters only grow (a stale device cannot erase time it did not record).
create or replace function public.page_time_spent_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if public.is_trusted_writer() then
    return new;
  end if;
  if (new.user_id, new.device_id, new.page, new.created_at) is distinct from
     (old.user_id, old.device_id, old.page, old.created_at) then
    raise exception 'user_id, device_id, page and created_at cannot be changed' using errcode = '42501';
  end if;
  if new.seconds < old.seconds or new.visits < old.visits then
    perform public.raise_check('page_time_spent', 'page_time_spent_monotonic',
      'Time spent and visits only grow');
  end if;
  return new;
end
$$;
create trigger page_time_spent_guard before update on public.page_time_spent
  for each row execute function public.page_time_spent_guard();

create trigger navigation_preferences_guard before update on public.navigation_preferences
  for each row execute function public.owned_row_guard();

alter table public.navigation_preferences enable row level security;
alter table public.page_time_spent enable row level security;
alter table public.navigation_events enable row level security;

create policy navigation_preferences_select on public.navigation_preferences for select to authenticated
  using (user_id = (select auth.uid()));
create policy navigation_preferences_insert on public.navigation_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy navigation_preferences_update on public.navigation_preferences for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy page_time_spent_select on public.page_time_spent for select to authenticated
  using (user_id = (select auth.uid()));
create policy page_time_spent_insert on public.page_time_spent for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy page_time_spent_update on public.page_time_spent for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy navigation_events_select on public.navigation_events for select to authenticated
  using (user_id = (select auth.uid()));
create policy navigation_events_insert on public.navigation_events for insert to authenticated
  with check (user_id = (select auth.uid()) and not _deleted);

revoke all on public.navigation_preferences, public.page_time_spent, public.navigation_events,
  public.page_time_totals from anon;
revoke delete on public.navigation_preferences, public.page_time_spent from authenticated;
revoke update, delete on public.navigation_events from authenticated;
alter publication supabase_realtime add table public.navigation_preferences, public.page_time_spent,
  public.navigation_events;

-- Usage figures for the suggestion model (ai-navigation-suggestions): what users of a role most
-- often visit next after p_path, what that role uses most, and the user's own habits, over the
-- last 90 days. Service role only: it reads across users.
create or replace function public.navigation_usage_stats(p_user_role text, p_path text, p_user_id uuid)
  returns table (kind text, target text, hits bigint)
  language sql stable security definer set search_path = ''
as $$
  with visits as (
    select e.user_id, e.path,
      lag(e.path) over (partition by e.user_id order by e.occurred_at, e.id) as prev_path
    from public.navigation_events e
    where e.action = 'page_visit' and e.path is not null and e.user_role = p_user_role
      and e.occurred_at > now() - interval '90 days'
  )
  (select 'next'::text, v.path, count(*) from visits v
   where v.prev_path = p_path and v.path <> p_path group by v.path order by count(*) desc limit 20)
  union all
  (select 'popular'::text, v.path, count(*) from visits v group by v.path order by count(*) desc limit 20)
  union all
  (select 'mine'::text, e.path, count(*) from public.navigation_events e
   where e.user_id = p_user_id and e.action = 'page_visit' and e.path is not null
     and e.occurred_at > now() - interval '90 days'
   group by e.path order by count(*) desc limit 20)
$$;
revoke execute on function public.navigation_usage_stats(text, text, uuid) from public, anon, authenticated;
grant execute on function public.navigation_usage_stats(text, text, uuid) to service_role;

-- New auth user -> profile (default_role from sign-up data when it is an onboarding role type,
-- else customer), the default role customer (active) and default preferences. Sign-up data can
-- never grant a role beyond customer.
create or replace function public.handle_new_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_role text := meta ->> 'default_role';
  full_name_in text := nullif(btrim(coalesce(meta ->> 'full_name', meta ->> 'name', '')), '');
begin
  insert into public.user_profiles (user_id, default_role, full_name, created_at)
  values (new.id,
    case when wanted_role in ('customer', 'craftsman', 'company', 'apprentice', 'mentor') then wanted_role else 'customer' end,
    case when public.is_person_name(full_name_in) then full_name_in end,
    coalesce(new.created_at, now()))
  on conflict (user_id) do nothing;
  insert into public.user_roles (user_id, role, status, created_at)
  values (new.id, 'customer', 'active', coalesce(new.created_at, now()))
  on conflict do nothing;
  insert into public.navigation_preferences (user_id) values (new.id) on conflict (user_id) do nothing;
  return new;
end
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
