-- Jobs: every field of the spec's job posting form (section 3) with the section 5 rules, plus
-- owner, status and timestamps. Replicated; readable by every signed-in user.

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete set null,
  title text not null,
  description text not null,
  trade_specialty text not null,
  experience_level text not null,
  location_city text not null,
  location_province text not null,
  work_type text not null,
  duration text,
  -- Whole Canadian dollars for the posting as the poster states it. numeric (not integer) so a
  -- fractional amount is refused by jobs_budget_whole instead of a type error.
  budget_min numeric,
  budget_max numeric,
  urgency text not null default 'normal',
  requirements text not null default '[]',
  benefits text not null default '[]',
  is_featured boolean not null default false,
  status text not null default 'open',
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint jobs_title_length check (public.text_len(title) between 5 and 200),
  constraint jobs_description_length check (public.text_len(description) between 50 and 5000),
  constraint jobs_text_no_html check (public.has_no_html(title) and public.has_no_html(description)),
  constraint jobs_trade_specialty_valid check (trade_specialty = any (public.app_trades())),
  constraint jobs_experience_level_valid
    check (experience_level in ('entry', 'intermediate', 'experienced', 'expert')),
  constraint jobs_location_city_length check (public.text_len(location_city) between 2 and 100),
  constraint jobs_location_province_valid check (location_province = any (public.app_provinces())),
  constraint jobs_work_type_valid check (work_type in ('full_time', 'part_time', 'contract', 'temporary')),
  constraint jobs_duration_length check (duration is null or public.text_len(duration) between 1 and 100),
  -- Pay transparency (BC since Nov 2023, Ontario 2026): the range is required.
  constraint jobs_budget_required check (budget_min is not null and budget_max is not null),
  constraint jobs_budget_whole check (budget_min = trunc(budget_min) and budget_max = trunc(budget_max)),
  constraint jobs_budget_positive check (budget_min > 0 and budget_max > 0),
  constraint jobs_budget_order check (budget_min <= budget_max),
  -- Ontario's pay transparency rule: a posted range may be at most $50,000 wide.
  constraint jobs_budget_range_ontario
    check (location_province <> 'Ontario' or budget_max - budget_min <= 50000),
  constraint jobs_urgency_valid check (urgency in ('normal', 'urgent', 'asap')),
  constraint jobs_requirements_valid check (public.is_text_list(requirements, 30, 200)),
  constraint jobs_benefits_valid check (public.is_text_list(benefits, 30, 200)),
  constraint jobs_status_valid check (status in ('open', 'closed', 'filled'))
);
create index jobs_modified_idx on public.jobs (_modified, id);
create index jobs_owner_id_idx on public.jobs (owner_id);
create index jobs_open_province_idx on public.jobs (location_province) where status = 'open' and not _deleted;

create trigger jobs_stamp_modified before insert or update on public.jobs
  for each row execute function public.stamp_modified();

-- Owners edit their jobs and move status among open/closed/filled; nobody but admins and server
-- code changes the owner, the creation time or the tombstone (jobs close, they are not deleted).
create or replace function public.jobs_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if public.is_trusted_writer() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new._deleted then
      raise exception 'A job cannot be created deleted' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.owner_id <> old.owner_id or new.created_at <> old.created_at or new._deleted <> old._deleted then
    raise exception 'owner_id, created_at and _deleted of a job cannot be changed; close the job instead'
      using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger jobs_guard before insert or update on public.jobs
  for each row execute function public.jobs_guard();

alter table public.jobs enable row level security;

-- Every signed-in user reads every job: closed and filled jobs (and tombstones) must reach the
-- replicas that already hold them, and applicants keep seeing jobs they applied to.
create policy jobs_select on public.jobs for select to authenticated using (true);
create policy jobs_insert on public.jobs for insert to authenticated
  with check (owner_id = (select auth.uid()) and (select public.user_has_permission('jobs.post')));
create policy jobs_update on public.jobs for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));

revoke all on public.jobs from anon;
revoke delete on public.jobs from authenticated;
alter publication supabase_realtime add table public.jobs;

-- Home page for visitors: open jobs per province (all 13, zero included). Security definer so
-- anon can call it without reading the jobs table.
create or replace function public.public_job_counts()
  returns table (province text, open_jobs bigint)
  language sql stable security definer set search_path = ''
as $$
  select p.province, count(j.id)
  from unnest(public.app_provinces()) as p(province)
  left join public.jobs j
    on j.location_province = p.province and j.status = 'open' and not j._deleted
  group by p.province
  order by p.province
$$;
grant execute on function public.public_job_counts() to anon, authenticated;
