-- Contact details are not public (issue 39): every signed-in user could read every profile's
-- phone, because profiles are readable by all and RLS cannot hide a column (and column
-- privileges would break the replication's `select *` pulls). The phones move to their own
-- table, readable by the person, admins and the companies the person applied to. It is not
-- replicated: the app reads it where it shows it, so a device never keeps contacts after the
-- access that allowed them ends. (Emails stay in auth.users, which no client can read.)

create table public.profile_contacts (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- The person's phone (was user_profiles.phone), the craftsman profile's and the company
  -- profile's contact numbers (were craftsman_profiles.phone and company_profiles.phone).
  phone text,
  craftsman_phone text,
  company_phone text,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  constraint profile_contacts_phone_format check (public.is_phone(phone)),
  constraint profile_contacts_craftsman_phone_format check (public.is_phone(craftsman_phone)),
  constraint profile_contacts_company_phone_format check (public.is_phone(company_phone))
);

insert into public.profile_contacts (user_id, phone, craftsman_phone, company_phone)
select u.id, p.phone, cr.phone, co.phone
from auth.users u
left join public.user_profiles p on p.user_id = u.id
left join public.craftsman_profiles cr on cr.user_id = u.id
left join public.company_profiles co on co.user_id = u.id
where coalesce(p.phone, cr.phone, co.phone) is not null;

alter table public.user_profiles drop column phone;
alter table public.craftsman_profiles drop column phone;
alter table public.company_profiles drop column phone;

create trigger profile_contacts_stamp_modified before insert or update on public.profile_contacts
  for each row execute function public.stamp_modified();
create trigger profile_contacts_guard before update on public.profile_contacts
  for each row execute function public.owned_row_guard();

-- Whether the current user may read `p_user_id`'s contact details: the person, an admin, or a
-- company the person applied to (the job's owner, or a member of the organization that owns
-- the job) while the application stands (a withdrawn application no longer shares them).
-- Security definer: organization members cannot read the applications themselves.
create or replace function public.can_see_contacts(p_user_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select p_user_id = (select auth.uid()) or public.is_admin() or exists (
    select 1 from public.job_applications a
    join public.jobs j on j.id = a.job_id
    where a.applicant_id = p_user_id and not a._deleted and a.status <> 'withdrawn'
      and (a.job_owner_id = (select auth.uid())
        or (j.organization_id is not null and public.is_organization_member(j.organization_id)))
  )
$$;
revoke execute on function public.can_see_contacts(uuid) from public, anon;

alter table public.profile_contacts enable row level security;

create policy profile_contacts_select on public.profile_contacts for select to authenticated
  using (public.can_see_contacts(user_id));
create policy profile_contacts_insert on public.profile_contacts for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy profile_contacts_update on public.profile_contacts for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

revoke all on public.profile_contacts from anon;
revoke delete on public.profile_contacts from authenticated;
