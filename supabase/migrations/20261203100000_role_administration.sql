-- Granting and revoking roles on /admin/rbac (issue 36). A verified administrator grants a role
-- with its scope (an organization, trades, regions) and an optional expiry, or revokes one, with
-- a reason; both are audited. The last administrator cannot be revoked (an administrator may
-- step down while another remains). Security officers read roles and permissions (roles.view)
-- but change nothing.

insert into public.permissions (name, description) values
  ('roles.view', 'Read every person''s roles and the permissions they give')
on conflict (name) do nothing;
insert into public.role_permissions (role, permission) values
  ('admin', 'roles.view'), ('security_officer', 'roles.view')
on conflict do nothing;

-- Who may read other people's roles: a verified administrator, or a holder of roles.view who is
-- not an administrator (an administrator's reads need the second factor, as on every admin page).
create or replace function public.can_view_roles() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select public.is_verified_admin()
    or (public.user_has_permission('roles.view') and not public.is_admin())
$$;

-- Finding people is part of reading roles: security officers may search too.
create or replace function public.admin_find_users(
  p_search text default '',
  p_status text default 'all',
  p_limit integer default 50
) returns table (
  user_id uuid,
  full_name text,
  email text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  roles text[],
  suspended_at timestamptz,
  suspension_reason text
)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if not public.can_view_roles() then
    raise exception 'Only administrators verified with a second factor can do this'
      using errcode = '42501';
  end if;
  if p_status not in ('all', 'active', 'suspended') then
    raise exception 'Unknown status filter' using errcode = '22023';
  end if;
  return query
  select u.id, p.full_name, u.email::text, u.created_at, u.last_sign_in_at,
    coalesce((select array_agg(r.role order by r.role) from public.user_roles r
      where r.user_id = u.id and r.status = 'active' and not r._deleted
        and (r.expires_at is null or r.expires_at > now())), '{}'),
    s.suspended_at, s.reason
  from auth.users u
  left join public.user_profiles p on p.user_id = u.id
  left join public.account_suspensions s on s.user_id = u.id and s.restored_at is null
  where (u.email ilike pattern or coalesce(p.full_name, '') ilike pattern)
    and (p_status = 'all' or (p_status = 'suspended') = (s.id is not null))
  order by u.created_at desc, u.id
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end
$$;

-- One person's roles in every status, with the organization's name, for the RBAC screen.
create or replace function public.rbac_person_roles(p_user_id uuid) returns table (
  id uuid,
  role text,
  status text,
  organization_id uuid,
  organization_name text,
  trade_scope text,
  region_scope text,
  expires_at timestamptz,
  granted_by uuid,
  created_at timestamptz
)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.can_view_roles() then
    raise exception 'Only administrators verified with a second factor can do this'
      using errcode = '42501';
  end if;
  return query
  select r.id, r.role, r.status, r.organization_id, o.name, r.trade_scope, r.region_scope,
    r.expires_at, r.granted_by, r.created_at
  from public.user_roles r
  left join public.organizations o on o.id = r.organization_id
  where r.user_id = p_user_id and not r._deleted
  order by r.role, r.created_at;
end
$$;

create or replace function public.admin_grant_role(
  p_user_id uuid,
  p_role text,
  p_reason text,
  p_organization_id uuid default null,
  p_trade_scope text[] default null,
  p_region_scope text[] default null,
  p_expires_at timestamptz default null
) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := public.require_verified_admin();
  why text := public.admin_reason(p_reason);
  trades text := public.text_list_from_array(p_trade_scope);
  regions text := public.text_list_from_array(p_region_scope);
  role_id uuid;
begin
  if p_role is null or not (p_role = any (public.app_roles())) then
    raise exception 'Unknown role' using errcode = '22023';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception 'The expiry must be in the future' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users where id = p_user_id) then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  insert into public.user_roles (user_id, role, status, organization_id, trade_scope, region_scope,
    expires_at, granted_by)
  values (p_user_id, p_role, 'active', p_organization_id, trades, regions, p_expires_at, actor)
  on conflict (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
  do update set status = 'active', trade_scope = excluded.trade_scope,
    region_scope = excluded.region_scope, expires_at = excluded.expires_at,
    granted_by = excluded.granted_by, _deleted = false
  returning id into role_id;
  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
    organization_id, trade_scope, region_scope, reason)
  values (actor, p_user_id, 'grant', p_role, p_organization_id, trades, regions, why);
  return role_id;
end
$$;

create or replace function public.admin_revoke_role(p_role_id uuid, p_reason text) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := public.require_verified_admin();
  why text := public.admin_reason(p_reason);
  held public.user_roles;
begin
  select * into held from public.user_roles where id = p_role_id and not _deleted for update;
  if held.id is null then
    raise exception 'No such role' using errcode = 'P0002';
  end if;
  if held.status <> 'active' then
    raise exception 'This role is not active' using errcode = '22023';
  end if;
  -- Everyone holds the base role (the spec's default); the app and the policies rely on it.
  if held.role = 'customer' then
    raise exception 'The base customer role cannot be revoked' using errcode = '22023';
  end if;
  if held.role = 'admin' then
    if not exists (
      select 1 from public.user_roles r
      where r.role = 'admin' and r.status = 'active' and not r._deleted and r.id <> held.id
        and r.user_id <> held.user_id and (r.expires_at is null or r.expires_at > now())
    ) then
      raise exception 'You cannot revoke the last administrator' using errcode = '23514';
    end if;
  end if;
  update public.user_roles set status = 'revoked' where id = held.id;
  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
    organization_id, trade_scope, region_scope, reason)
  values (actor, held.user_id, 'revoke', held.role, held.organization_id, held.trade_scope,
    held.region_scope, why);
end
$$;

revoke execute on function public.can_view_roles(), public.rbac_person_roles(uuid),
  public.admin_grant_role(uuid, text, text, uuid, text[], text[], timestamptz),
  public.admin_revoke_role(uuid, text) from public, anon;
grant execute on function public.can_view_roles(), public.rbac_person_roles(uuid),
  public.admin_grant_role(uuid, text, text, uuid, text[], text[], timestamptz),
  public.admin_revoke_role(uuid, text) to authenticated;
