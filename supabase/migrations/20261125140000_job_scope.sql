-- What a device keeps of the national job board (sync/SPEC.md SYNC-SCOPE-1): the jobs of the
-- user's region (provinces, and trades when named), the jobs the user posted (or their
-- organization did), applied to or saved, and the newest jobs anywhere. Devices pull through
-- pull_jobs instead of the whole table; Find Jobs asks search_jobs for the rest.

-- Saved jobs: one row per user and job; the id is both, so a job saved offline on two devices is
-- one row, and saving again after unsaving revives it (soft delete, SYNC-TOMB-1).
create table public.saved_jobs (
  id text primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint saved_jobs_id_format check (id = user_id::text || ':' || job_id::text)
);
create index saved_jobs_modified_idx on public.saved_jobs (_modified, id);
create index saved_jobs_user_idx on public.saved_jobs (user_id) where not _deleted;
create trigger saved_jobs_stamp_modified before insert or update on public.saved_jobs
  for each row execute function public.stamp_modified();

create or replace function public.saved_jobs_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.user_id <> old.user_id or new.job_id <> old.job_id) then
    raise exception 'user_id and job_id of a saved job cannot be changed' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger saved_jobs_guard before update on public.saved_jobs
  for each row execute function public.saved_jobs_guard();

alter table public.saved_jobs enable row level security;
create policy saved_jobs_select on public.saved_jobs for select to authenticated
  using (user_id = (select auth.uid()));
create policy saved_jobs_insert on public.saved_jobs for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy saved_jobs_update on public.saved_jobs for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select, insert, update on public.saved_jobs to authenticated;

-- The region a user's devices keep, chosen in Settings. Without a row the device takes it from
-- the profile (a craftsman's service provinces and trades, a company's province and trades hired).
create table public.job_scope_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  provinces text not null default '[]',
  trades text not null default '[]',
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint job_scope_preferences_provinces_valid
    check (public.is_text_list_of(provinces, public.app_provinces(), 0)),
  constraint job_scope_preferences_trades_valid
    check (public.is_text_list_of(trades, public.app_trades(), 0))
);
create index job_scope_preferences_modified_idx on public.job_scope_preferences (_modified, user_id);
create trigger job_scope_preferences_stamp_modified before insert or update
  on public.job_scope_preferences for each row execute function public.stamp_modified();

alter table public.job_scope_preferences enable row level security;
create policy job_scope_preferences_select on public.job_scope_preferences for select
  to authenticated using (user_id = (select auth.uid()));
create policy job_scope_preferences_insert on public.job_scope_preferences for insert
  to authenticated with check (user_id = (select auth.uid()));
create policy job_scope_preferences_update on public.job_scope_preferences for update
  to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select, insert, update on public.job_scope_preferences to authenticated;

alter publication supabase_realtime add table public.saved_jobs, public.job_scope_preferences;

-- The newest jobs anywhere: pull_jobs keeps those at or after the p_newest-th newest.
create index jobs_newest_idx on public.jobs (created_at desc, id desc);
create index job_applications_applicant_job_idx on public.job_applications (applicant_id, job_id);

-- Jobs of the caller's device scope changed after (p_after_modified, p_after_id), in checkpoint
-- order (SYNC-CP-1), at most p_limit (null: all). Runs with the caller's rights: RLS applies as to
-- a table pull. pull_jobs pages through it; count_pull_jobs tells a first sync how far it has to go.
create or replace function public.jobs_in_scope(
  p_after_modified timestamptz,
  p_after_id uuid,
  p_limit integer,
  p_provinces text[],
  p_trades text[],
  p_newest integer
) returns setof public.jobs
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  pinned uuid[];
  orgs uuid[];
  cut_at timestamptz;
  cut_id uuid;
begin
  if p_newest is null or p_newest < 0 or p_newest > 5000 then
    raise exception 'p_newest must be between 0 and 5000' using errcode = '22023';
  end if;
  if (p_after_modified is null) <> (p_after_id is null) then
    raise exception 'p_after_modified and p_after_id go together' using errcode = '22023';
  end if;
  pinned := array(
    select a.job_id from public.job_applications a where a.applicant_id = uid
    union
    select s.job_id from public.saved_jobs s where s.user_id = uid and not s._deleted);
  orgs := array(
    select o.id from public.organizations o where o.owner_id = uid
    union
    select r.organization_id from public.user_roles r
    where r.user_id = uid and r.organization_id is not null and r.status = 'active'
      and not r._deleted and (r.expires_at is null or r.expires_at > now()));
  if p_newest > 0 then
    select j.created_at, j.id into cut_at, cut_id from public.jobs j
    order by j.created_at desc, j.id desc offset p_newest - 1 limit 1;
  end if;
  return query
  select j.* from public.jobs j
  where (p_after_modified is null or (j._modified, j.id) > (p_after_modified, p_after_id))
    and (
      (j.location_province = any (coalesce(p_provinces, '{}'))
        and (coalesce(cardinality(p_trades), 0) = 0 or j.trade_specialty = any (p_trades)))
      or j.owner_id = uid
      or j.organization_id = any (orgs)
      or j.id = any (pinned)
      or (p_newest > 0 and (cut_at is null or (j.created_at, j.id) >= (cut_at, cut_id))))
  order by j._modified, j.id
  limit p_limit;
end
$$;

create or replace function public.pull_jobs(
  p_after_modified timestamptz,
  p_after_id uuid,
  p_limit integer,
  p_provinces text[],
  p_trades text[],
  p_newest integer
) returns setof public.jobs
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'p_limit must be between 1 and 1000' using errcode = '22023';
  end if;
  return query select * from public.jobs_in_scope(
    p_after_modified, p_after_id, p_limit, p_provinces, p_trades, p_newest);
end
$$;

create or replace function public.count_pull_jobs(
  p_after_modified timestamptz,
  p_after_id uuid,
  p_provinces text[],
  p_trades text[],
  p_newest integer
) returns bigint
  language sql stable security invoker set search_path = ''
as $$
  select count(*) from public.jobs_in_scope(
    p_after_modified, p_after_id, null, p_provinces, p_trades, p_newest)
$$;

revoke execute on function public.jobs_in_scope, public.pull_jobs, public.count_pull_jobs
  from public, anon;
grant execute on function public.jobs_in_scope, public.pull_jobs, public.count_pull_jobs
  to authenticated;
