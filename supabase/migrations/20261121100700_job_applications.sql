-- Job applications: every field of the spec's application form (section 3) with the section 5
-- rules, plus status submitted/viewed/shortlisted/accepted/rejected/withdrawn. Replicated.

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  applicant_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Denormalised from the job (filled or checked by the guard) so the owner's RLS check is an
  -- indexed column comparison instead of a join.
  job_owner_id uuid not null references auth.users (id) on delete cascade,
  cover_letter text not null,
  proposed_rate numeric not null,
  relevant_experience text not null,
  availability_start date not null,
  -- The spec's portfolio_items field: one URL (a portfolio item's link or any work sample).
  portfolio_items text,
  estimated_hours numeric,
  status text not null default 'submitted',
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint job_applications_cover_letter_length check (public.text_len(cover_letter) between 50 and 2000),
  constraint job_applications_text_no_html
    check (public.has_no_html(cover_letter) and public.has_no_html(relevant_experience)),
  constraint job_applications_proposed_rate_positive check (proposed_rate > 0),
  constraint job_applications_relevant_experience_length
    check (public.text_len(relevant_experience) between 10 and 1000),
  constraint job_applications_portfolio_items_format check (public.is_http_url(portfolio_items)),
  constraint job_applications_estimated_hours_whole
    check (estimated_hours is null or (estimated_hours = trunc(estimated_hours) and estimated_hours > 0)),
  constraint job_applications_status_valid
    check (status in ('submitted', 'viewed', 'shortlisted', 'accepted', 'rejected', 'withdrawn'))
);
create unique index job_applications_job_applicant_key on public.job_applications (job_id, applicant_id);
create index job_applications_applicant_id_idx on public.job_applications (applicant_id);
create index job_applications_job_owner_id_idx on public.job_applications (job_owner_id);
create index job_applications_modified_idx on public.job_applications (_modified, id);

create trigger job_applications_stamp_modified before insert or update on public.job_applications
  for each row execute function public.stamp_modified();

create or replace function public.job_applications_check_insert(p_new public.job_applications)
  returns public.job_applications
  language plpgsql set search_path = ''
as $$
declare
  job public.jobs;
begin
  select * into job from public.jobs j where j.id = p_new.job_id;
  if not found then
    raise exception 'insert or update on table "job_applications" violates foreign key constraint "job_applications_job_id_fkey"'
      using errcode = '23503', constraint = 'job_applications_job_id_fkey',
        hint = 'The job does not exist';
  end if;
  if p_new.job_owner_id is null then
    p_new.job_owner_id := job.owner_id;
  elsif p_new.job_owner_id <> job.owner_id then
    perform public.raise_check('job_applications', 'job_applications_job_owner_matches',
      'job_owner_id must be the owner of the job');
  end if;
  -- A retried insert of a row that already exists must fail on the primary key (23505), which
  -- RxDB treats as a conflict and resolves, not on a business rule.
  if public.is_trusted_writer() or exists (select 1 from public.job_applications a where a.id = p_new.id) then
    return p_new;
  end if;
  if p_new.applicant_id = job.owner_id then
    perform public.raise_check('job_applications', 'job_applications_not_own_job',
      'You cannot apply to your own job');
  end if;
  if job.status <> 'open' or job._deleted then
    perform public.raise_check('job_applications', 'job_applications_job_open',
      'This job is no longer accepting applications');
  end if;
  if p_new.status <> 'submitted' or p_new._deleted then
    perform public.raise_check('job_applications', 'job_applications_initial_status',
      'A new application starts as submitted');
  end if;
  if exists (select 1 from public.job_applications a where a.job_id = p_new.job_id and a.applicant_id = p_new.applicant_id) then
    perform public.raise_check('job_applications', 'job_applications_one_per_job',
      'You have already applied to this job');
  end if;
  return p_new;
end
$$;

-- Who may change what after submission:
-- applicant: edit content while submitted or viewed; withdraw until decided; re-submit a
--   withdrawn application while the job is open;
-- job owner: status only, to viewed/shortlisted/accepted/rejected, never on withdrawn ones;
-- job, applicant, owner, created_at and the tombstone change only by admins and server code.
create or replace function public.job_applications_check_update(p_new public.job_applications,
  p_old public.job_applications) returns void
  language plpgsql set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  content_changed boolean := (p_new.cover_letter, p_new.proposed_rate, p_new.relevant_experience,
    p_new.availability_start, p_new.portfolio_items, p_new.estimated_hours) is distinct from
    (p_old.cover_letter, p_old.proposed_rate, p_old.relevant_experience, p_old.availability_start,
     p_old.portfolio_items, p_old.estimated_hours);
begin
  if (p_new.job_id, p_new.applicant_id, p_new.job_owner_id, p_new.created_at, p_new._deleted)
     is distinct from (p_old.job_id, p_old.applicant_id, p_old.job_owner_id, p_old.created_at, p_old._deleted) then
    raise exception 'job_id, applicant_id, job_owner_id, created_at and _deleted of an application cannot be changed'
      using errcode = '42501';
  end if;
  if uid = p_old.applicant_id then
    if content_changed and p_old.status not in ('submitted', 'viewed') then
      perform public.raise_check('job_applications', 'job_applications_locked_after_review',
        'An application can be edited only until it is shortlisted or decided');
    end if;
    if p_new.status <> p_old.status and not (
        (p_new.status = 'withdrawn' and p_old.status in ('submitted', 'viewed', 'shortlisted'))
        or (p_new.status = 'submitted' and p_old.status = 'withdrawn'
            and exists (select 1 from public.jobs j where j.id = p_new.job_id and j.status = 'open' and not j._deleted))) then
      perform public.raise_check('job_applications', 'job_applications_status_transition',
        'You can withdraw an application until it is decided, or resubmit it while the job is open');
    end if;
  elsif uid = p_old.job_owner_id then
    if content_changed then
      raise exception 'Only the applicant can edit an application' using errcode = '42501';
    end if;
    if p_new.status <> p_old.status and (p_old.status = 'withdrawn'
        or p_new.status not in ('viewed', 'shortlisted', 'accepted', 'rejected')) then
      perform public.raise_check('job_applications', 'job_applications_status_transition',
        'A withdrawn application cannot be changed; reviewers set viewed, shortlisted, accepted or rejected');
    end if;
  else
    raise exception 'Only the applicant or the job owner can change an application' using errcode = '42501';
  end if;
end
$$;

create or replace function public.job_applications_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new := public.job_applications_check_insert(new);
    if exists (select 1 from public.job_applications a where a.id = new.id) then
      return new;
    end if;
  elsif not (public.is_trusted_writer() or public.is_admin()) then
    perform public.job_applications_check_update(new, old);
  end if;
  -- Availability must be a future date when set or changed. The server allows today (UTC) so
  -- that a Canadian user's "tomorrow" late in the evening is not refused; the form is strict.
  if (tg_op = 'INSERT' or new.availability_start is distinct from old.availability_start)
     and not public.is_trusted_writer() and new.availability_start < (now() at time zone 'utc')::date then
    perform public.raise_check('job_applications', 'job_applications_availability_future',
      'Date must be in the future');
  end if;
  return new;
end
$$;
create trigger job_applications_guard before insert or update on public.job_applications
  for each row execute function public.job_applications_guard();

alter table public.job_applications enable row level security;

create policy job_applications_select on public.job_applications for select to authenticated
  using (applicant_id = (select auth.uid()) or job_owner_id = (select auth.uid()) or (select public.is_admin()));
create policy job_applications_insert on public.job_applications for insert to authenticated
  with check (applicant_id = (select auth.uid()) and (select public.user_has_permission('jobs.apply')));
create policy job_applications_update on public.job_applications for update to authenticated
  using (applicant_id = (select auth.uid()) or job_owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (applicant_id = (select auth.uid()) or job_owner_id = (select auth.uid()) or (select public.is_admin()));

revoke all on public.job_applications from anon;
revoke delete on public.job_applications from authenticated;
alter publication supabase_realtime add table public.job_applications;
