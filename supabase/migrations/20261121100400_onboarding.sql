-- Onboarding steps per role type and each user's progress, read by the section 7 RPC
-- get_user_onboarding_progress(p_user_id, p_role_type).

create table public.onboarding_steps (
  id text primary key,
  role_type text not null,
  title text not null,
  description text not null,
  is_required boolean not null default true,
  sort_order integer not null,
  constraint onboarding_steps_role_type_valid
    check (role_type in ('craftsman', 'company', 'apprentice', 'mentor'))
);

create table public.user_onboarding_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  step_id text not null references public.onboarding_steps (id) on delete cascade,
  status text not null default 'pending',
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint user_onboarding_progress_status_valid
    check (status in ('pending', 'in_progress', 'completed', 'skipped')),
  constraint user_onboarding_progress_user_step_key unique (user_id, step_id)
);
create index user_onboarding_progress_modified_idx on public.user_onboarding_progress (_modified, id);

create trigger user_onboarding_progress_stamp_modified before insert or update on public.user_onboarding_progress
  for each row execute function public.stamp_modified();

-- Required steps cannot be skipped; user_id and step_id never change.
create or replace function public.user_onboarding_progress_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and not public.is_trusted_writer()
     and (new.user_id <> old.user_id or new.step_id <> old.step_id) then
    raise exception 'user_id and step_id of onboarding progress cannot be changed' using errcode = '42501';
  end if;
  if new.status = 'skipped' and (select s.is_required from public.onboarding_steps s where s.id = new.step_id) then
    perform public.raise_check('user_onboarding_progress', 'user_onboarding_progress_required_not_skipped',
      'Required onboarding steps must be completed');
  end if;
  return new;
end
$$;
create trigger user_onboarding_progress_guard before insert or update on public.user_onboarding_progress
  for each row execute function public.user_onboarding_progress_guard();

alter table public.onboarding_steps enable row level security;
alter table public.user_onboarding_progress enable row level security;

create policy onboarding_steps_select on public.onboarding_steps for select to authenticated using (true);
create policy onboarding_steps_admin_write on public.onboarding_steps for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy user_onboarding_progress_select on public.user_onboarding_progress for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy user_onboarding_progress_insert on public.user_onboarding_progress for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_onboarding_progress_update on public.user_onboarding_progress for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

revoke all on public.onboarding_steps, public.user_onboarding_progress from anon;
revoke delete on public.user_onboarding_progress from authenticated;
alter publication supabase_realtime add table public.user_onboarding_progress;

-- Section 6: default_role -> onboarding role type (customer -> craftsman, admin -> mentor,
-- workshop_owner and franchise_partner -> company, the four types to themselves, unknown ->
-- craftsman). Applied here too so a client passing a raw default_role still gets steps.
create or replace function public.onboarding_role_type(p_role text) returns text
  language sql immutable parallel safe set search_path = ''
as $$
  select case
    when p_role in ('craftsman', 'company', 'apprentice', 'mentor') then p_role
    when p_role = 'admin' then 'mentor'
    when p_role in ('workshop_owner', 'franchise_partner') then 'company'
    else 'craftsman'
  end
$$;

-- Section 7: the steps of a role type with the user's status (pending when not started).
-- Users read their own progress; admins anyone's.
create or replace function public.get_user_onboarding_progress(p_user_id uuid, p_role_type text)
  returns table (step_id text, role_type text, title text, description text, is_required boolean,
    sort_order integer, status text, completed_at timestamptz)
  language plpgsql stable set search_path = ''
as $$
begin
  if p_user_id is distinct from auth.uid() and not public.is_admin() then
    raise exception 'You may only read your own onboarding progress' using errcode = '42501';
  end if;
  return query
    select s.id, s.role_type, s.title, s.description, s.is_required, s.sort_order,
      coalesce(p.status, 'pending'), p.completed_at
    from public.onboarding_steps s
    left join public.user_onboarding_progress p
      on p.step_id = s.id and p.user_id = p_user_id and not p._deleted
    where s.role_type = public.onboarding_role_type(p_role_type)
    order by s.sort_order;
end
$$;

insert into public.onboarding_steps (id, role_type, title, description, is_required, sort_order) values
  ('craftsman.profile', 'craftsman', 'Your profile', 'Name, photo and contact details', true, 1),
  ('craftsman.trades', 'craftsman', 'Trades and rates', 'Trades, experience, hourly rate and service provinces', true, 2),
  ('craftsman.certifications', 'craftsman', 'Certifications', 'Red Seal and provincial certificates', false, 3),
  ('craftsman.portfolio', 'craftsman', 'Portfolio', 'Photos and links to finished work', false, 4),
  ('company.details', 'company', 'Company details', 'Name, business number, province and city', true, 1),
  ('company.hiring', 'company', 'Hiring needs', 'Trades you hire and company size', true, 2),
  ('company.first_job', 'company', 'First job posting', 'Post your first job', false, 3),
  ('apprentice.profile', 'apprentice', 'Your profile', 'Name, photo and contact details', true, 1),
  ('apprentice.trade', 'apprentice', 'Trade and level', 'The trade you are learning and your apprenticeship level', true, 2),
  ('apprentice.mentor', 'apprentice', 'Find a mentor', 'Connect with an experienced journeyperson', false, 3),
  ('mentor.profile', 'mentor', 'Your profile', 'Name, photo and contact details', true, 1),
  ('mentor.expertise', 'mentor', 'Expertise', 'Trades and years of experience you mentor in', true, 2),
  ('mentor.availability', 'mentor', 'Availability', 'When apprentices can book you', false, 3);
