-- Users, organizations, held roles, permissions (spec sections 3 and 6).

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  kind text not null default 'company',
  province text,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint organizations_name_length check (public.text_len(name) between 2 and 200),
  constraint organizations_kind_valid
    check (kind in ('company', 'workshop', 'franchise', 'enterprise', 'other')),
  constraint organizations_province_valid check (province is null or province = any (public.app_provinces()))
);
create index organizations_owner_id_idx on public.organizations (owner_id);

-- One row per auth user, created by the new-user trigger (see the events migration).
create table public.user_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  default_role text not null default 'customer',
  full_name text,
  profile_image_url text,
  phone text,
  bio text,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint user_profiles_default_role_valid check (default_role = any (public.app_roles())),
  constraint user_profiles_full_name_format check (public.is_person_name(full_name)),
  constraint user_profiles_profile_image_url_format check (public.is_http_url(profile_image_url)),
  constraint user_profiles_phone_format check (public.is_phone(phone)),
  constraint user_profiles_bio_length check (bio is null or char_length(bio) <= 2000)
);
create index user_profiles_modified_idx on public.user_profiles (_modified, user_id);

-- Held roles. status: active (usable), pending (requested), suspended, revoked, rejected.
-- region_scope / trade_scope: JSON text lists of provinces / trades (see supabase/README.md).
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null,
  status text not null default 'active',
  organization_id uuid references public.organizations (id) on delete cascade,
  region_scope text,
  trade_scope text,
  expires_at timestamptz,
  granted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint user_roles_role_valid check (role = any (public.app_roles())),
  constraint user_roles_status_valid
    check (status in ('active', 'pending', 'suspended', 'revoked', 'rejected')),
  constraint user_roles_region_scope_valid check (public.is_text_list_of(region_scope, public.app_provinces(), 0)),
  constraint user_roles_trade_scope_valid check (public.is_text_list_of(trade_scope, public.app_trades(), 0))
);
create unique index user_roles_user_role_org_key on public.user_roles
  (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid));
create index user_roles_user_id_status_idx on public.user_roles (user_id, status);
create index user_roles_modified_idx on public.user_roles (_modified, id);

create table public.permissions (
  name text primary key,
  description text not null,
  constraint permissions_name_format check (name ~ '^[a-z_]+\.[a-z_]+$')
);

create table public.role_permissions (
  role text not null,
  permission text not null references public.permissions (name) on delete cascade,
  primary key (role, permission),
  constraint role_permissions_role_valid check (role = any (public.app_roles()))
);

-- Whether the current user holds `p_role` (active, not expired), optionally in an organization.
create or replace function public.holds_role(p_role text, p_organization_id uuid default null)
  returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = (select auth.uid())
      and r.role = p_role
      and r.status = 'active'
      and not r._deleted
      and (r.expires_at is null or r.expires_at > now())
      and (p_organization_id is null or r.organization_id = p_organization_id)
  )
$$;

-- Admin = holds role admin with status active. Security definer so policies on user_roles can
-- use it without recursing into their own RLS.
create or replace function public.is_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select public.holds_role('admin')
$$;

-- Spec section 7: RPC user_has_permission(required_permission) -> boolean.
create or replace function public.user_has_permission(required_permission text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles r
    join public.role_permissions rp on rp.role = r.role
    where r.user_id = (select auth.uid())
      and rp.permission = required_permission
      and r.status = 'active'
      and not r._deleted
      and (r.expires_at is null or r.expires_at > now())
  )
$$;

create trigger user_profiles_stamp_modified before insert or update on public.user_profiles
  for each row execute function public.stamp_modified();
create trigger user_roles_stamp_modified before insert or update on public.user_roles
  for each row execute function public.stamp_modified();

-- user_id and created_at never change through the API.
create or replace function public.user_profiles_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if public.is_trusted_writer() or public.is_admin() then
    return new;
  end if;
  if new.user_id <> old.user_id or new.created_at <> old.created_at or new._deleted <> old._deleted then
    raise exception 'user_id, created_at and _deleted of a profile cannot be changed'
      using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger user_profiles_guard before update on public.user_profiles
  for each row execute function public.user_profiles_guard();

alter table public.organizations enable row level security;
alter table public.user_profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.permissions enable row level security;
alter table public.role_permissions enable row level security;

-- Organizations are public to signed-in users (company pages); owners and admins edit them.
create policy organizations_select on public.organizations for select to authenticated using (true);
create policy organizations_insert on public.organizations for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy organizations_update on public.organizations for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy organizations_delete on public.organizations for delete to authenticated
  using ((select public.is_admin()));

-- Profiles are the public face of a user (profile pages): readable by every signed-in user.
create policy user_profiles_select on public.user_profiles for select to authenticated using (true);
create policy user_profiles_insert on public.user_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_profiles_update on public.user_profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

-- Roles: a user reads their own; only admins grant or change them (requests go through RPCs).
create policy user_roles_select on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy user_roles_insert on public.user_roles for insert to authenticated
  with check ((select public.is_admin()));
create policy user_roles_update on public.user_roles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy permissions_select on public.permissions for select to authenticated using (true);
create policy permissions_admin_write on public.permissions for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy role_permissions_select on public.role_permissions for select to authenticated using (true);
create policy role_permissions_admin_write on public.role_permissions for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Replicated tables are never hard-deleted by clients (soft delete via _deleted / status).
revoke delete on public.user_profiles, public.user_roles from anon, authenticated;
revoke all on public.organizations, public.user_profiles, public.user_roles, public.permissions,
  public.role_permissions from anon;

alter publication supabase_realtime add table public.user_profiles, public.user_roles;

insert into public.permissions (name, description) values
  ('jobs.post', 'Post and manage own job listings'),
  ('jobs.apply', 'Apply to job listings'),
  ('applications.review', 'Review applications to own jobs'),
  ('portfolio.manage', 'Manage own portfolio'),
  ('mentorship.offer', 'Offer mentorship sessions'),
  ('admin.access', 'Open the admin dashboard'),
  ('roles.manage', 'Approve role requests and change held roles'),
  ('crawler.manage', 'View crawler statistics and manage IP lists'),
  ('audit.view', 'Read the role audit log'),
  ('analytics.view', 'Open analytics dashboards'),
  ('moderation.review', 'Review reported content');

insert into public.role_permissions (role, permission) values
  ('company', 'jobs.post'), ('company', 'applications.review'), ('company', 'analytics.view'),
  ('workshop_owner', 'jobs.post'), ('workshop_owner', 'applications.review'),
  ('franchise_partner', 'jobs.post'), ('franchise_partner', 'applications.review'),
  ('factory_manager', 'jobs.post'), ('factory_manager', 'applications.review'),
  ('craftsman', 'jobs.apply'), ('craftsman', 'portfolio.manage'),
  ('apprentice', 'jobs.apply'), ('apprentice', 'portfolio.manage'),
  ('mentor', 'jobs.apply'), ('mentor', 'portfolio.manage'), ('mentor', 'mentorship.offer'),
  ('admin', 'jobs.post'), ('admin', 'applications.review'), ('admin', 'admin.access'),
  ('admin', 'roles.manage'), ('admin', 'crawler.manage'), ('admin', 'audit.view'),
  ('admin', 'analytics.view'), ('admin', 'moderation.review'),
  ('auditor', 'audit.view'), ('compliance_officer', 'audit.view'),
  ('privacy_officer', 'audit.view'), ('security_officer', 'crawler.manage'),
  ('moderator', 'moderation.review'), ('brand_manager', 'analytics.view');
