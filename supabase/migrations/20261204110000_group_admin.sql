-- Group administration (/group-admin, issue 36). An organization's administrators are its owner
-- and the members holding its `company` role (the accounts that hire for it); a verified platform
-- administrator may act in any organization. They see the organization's members and roles,
-- decide join requests (role requests naming the organization) for the roles an organization
-- gives, and grant or revoke those roles, inside that organization only. Only the owner (or a
-- platform administrator) makes or unmakes other organization administrators, nobody changes the
-- owner's roles there, and a role an administrator suspended is not given back this way. Every
-- change is in the role audit log with the organization.

-- Roles an organization gives its members; platform roles (admin, auditors, officers,
-- moderators...) stay with platform administrators.
create or replace function public.organization_roles() returns text[]
  language sql immutable set search_path = ''
as $$
  select array['company', 'craftsman', 'apprentice', 'mentor', 'workshop_owner',
    'factory_manager', 'brand_manager']
$$;

create or replace function public.owns_organization(p_organization_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.organizations o
                 where o.id = p_organization_id and o.owner_id = (select auth.uid()))
$$;

create or replace function public.manages_organization(p_organization_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select public.owns_organization(p_organization_id)
    or public.holds_role('company', p_organization_id)
    or public.is_verified_admin()
$$;

create or replace function public.require_organization_manager(p_organization_id uuid) returns uuid
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
begin
  if p_organization_id is null or not public.manages_organization(p_organization_id) then
    raise exception 'Only this organization''s administrators can do this' using errcode = '42501';
  end if;
  return uid;
end
$$;

-- What the caller may change about `p_role` in the organization (raises otherwise).
create or replace function public.check_organization_role_change(
  p_organization_id uuid,
  p_user_id uuid,
  p_role text
) returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_role is null or not (p_role = any (public.organization_roles())) then
    raise exception 'Organizations cannot give the role %', coalesce(p_role, 'null')
      using errcode = '22023';
  end if;
  if exists (select 1 from public.organizations o
             where o.id = p_organization_id and o.owner_id = p_user_id) then
    raise exception 'The owner''s roles in the organization cannot be changed here'
      using errcode = '42501';
  end if;
  if p_role = 'company' and not (public.owns_organization(p_organization_id)
      or public.is_verified_admin()) then
    raise exception 'Only the owner can change who administers the organization'
      using errcode = '42501';
  end if;
end
$$;

-- Organizations the caller administers (a verified platform administrator: all of them).
create or replace function public.my_managed_organizations() returns table (
  id uuid,
  name text,
  owned boolean,
  can_make_admins boolean,
  members bigint,
  pending_requests bigint
)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
begin
  return query
  select o.id, o.name, o.owner_id = uid, o.owner_id = uid or public.is_verified_admin(),
    (select count(distinct r.user_id) from public.user_roles r
     where r.organization_id = o.id and r.status = 'active' and not r._deleted
       and r.user_id <> o.owner_id) + 1,
    (select count(*) from public.role_requests q
     where q.organization_id = o.id and q.status = 'pending')
  from public.organizations o
  where o.owner_id = uid or public.holds_role('company', o.id) or public.is_verified_admin()
  order by o.owner_id = uid desc, o.name
  limit 200;
end
$$;

-- The organization's people: its owner and everyone holding (or suspended from) a role in it,
-- with their roles there, pending ones included; someone only asking to join is a join request.
create or replace function public.organization_members(p_organization_id uuid) returns table (
  user_id uuid,
  full_name text,
  is_owner boolean,
  roles jsonb,
  since timestamptz
)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  owner uuid;
begin
  perform public.require_organization_manager(p_organization_id);
  select o.owner_id into owner from public.organizations o where o.id = p_organization_id;
  return query
  with people as (
    select owner as person
    union
    select r.user_id from public.user_roles r
    where r.organization_id = p_organization_id and not r._deleted
      and r.status in ('active', 'suspended')
  )
  select p.person, up.full_name, p.person = owner,
    coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'role', r.role, 'status', r.status,
                'expires_at', r.expires_at, 'since', r.created_at) order by r.role)
              from public.user_roles r
              where r.user_id = p.person and r.organization_id = p_organization_id
                and not r._deleted and r.status in ('active', 'pending', 'suspended')), '[]'::jsonb),
    case when p.person = owner
      then (select o.created_at from public.organizations o where o.id = p_organization_id)
      else (select min(r.created_at) from public.user_roles r
            where r.user_id = p.person and r.organization_id = p_organization_id
              and r.status in ('active', 'suspended')) end
  from people p
  left join public.user_profiles up on up.user_id = p.person
  order by p.person = owner desc, up.full_name nulls last, p.person;
end
$$;

-- Join requests: role requests naming the organization, pending first, then the last decided.
create or replace function public.organization_join_requests(p_organization_id uuid) returns table (
  id uuid,
  user_id uuid,
  full_name text,
  requested_role text,
  reason text,
  status text,
  created_at timestamptz,
  decided_at timestamptz,
  decision_note text,
  decidable boolean
)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_organization_manager(p_organization_id);
  return query
  (select q.id, q.user_id, up.full_name, q.requested_role, q.reason, q.status, q.created_at,
     q.decided_at, q.decision_note,
     q.requested_role = any (public.organization_roles())
       and (q.requested_role <> 'company' or public.owns_organization(p_organization_id)
            or public.is_verified_admin())
       and q.user_id <> (select auth.uid())
   from public.role_requests q
   left join public.user_profiles up on up.user_id = q.user_id
   where q.organization_id = p_organization_id and q.status = 'pending'
   order by q.created_at)
  union all
  (select q.id, q.user_id, up.full_name, q.requested_role, q.reason, q.status, q.created_at,
     q.decided_at, q.decision_note, false
   from public.role_requests q
   left join public.user_profiles up on up.user_id = q.user_id
   where q.organization_id = p_organization_id and q.status in ('approved', 'rejected')
   order by q.decided_at desc nulls last
   limit 20);
end
$$;

-- Approves or rejects a join request; the decision trigger gives the role, notifies the person
-- and writes the audit entry (with the caller as the one who decided).
create or replace function public.organization_decide_request(
  p_request_id uuid,
  p_approve boolean,
  p_note text default null
) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  request public.role_requests;
begin
  select * into request from public.role_requests where id = p_request_id;
  if request.id is null or request.organization_id is null then
    raise exception 'No such join request' using errcode = 'P0002';
  end if;
  perform public.require_organization_manager(request.organization_id);
  perform public.check_organization_role_change(request.organization_id, request.user_id,
    request.requested_role);
  update public.role_requests
  set status = case when p_approve then 'approved' else 'rejected' end,
    decision_note = nullif(btrim(p_note), '')
  where id = p_request_id;
end
$$;

create or replace function public.organization_grant_role(
  p_organization_id uuid,
  p_user_id uuid,
  p_role text,
  p_reason text
) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := public.require_organization_manager(p_organization_id);
  why text := public.admin_reason(p_reason);
  held public.user_roles;
  role_id uuid;
begin
  perform public.check_organization_role_change(p_organization_id, p_user_id, p_role);
  -- Members only: people join through a request the organization decides.
  if not exists (select 1 from public.user_roles r
                 where r.user_id = p_user_id and r.organization_id = p_organization_id
                   and not r._deleted and r.status in ('active', 'pending')) then
    raise exception 'This person is not a member of the organization' using errcode = 'P0002';
  end if;
  select * into held from public.user_roles r
  where r.user_id = p_user_id and r.role = p_role and r.organization_id = p_organization_id;
  if held.status = 'suspended' then
    raise exception 'An administrator suspended this role; only an administrator can restore it'
      using errcode = '42501';
  end if;
  if held.status = 'active' and not held._deleted then
    raise exception 'This person already holds the role in the organization' using errcode = '23505';
  end if;
  insert into public.user_roles (user_id, role, status, organization_id, granted_by)
  values (p_user_id, p_role, 'active', p_organization_id, actor)
  on conflict (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
  do update set status = 'active', granted_by = excluded.granted_by, expires_at = null, _deleted = false
  returning id into role_id;
  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
    organization_id, reason)
  values (actor, p_user_id, 'grant', p_role, p_organization_id, why);
  return role_id;
end
$$;

create or replace function public.organization_revoke_role(p_role_id uuid, p_reason text) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  held public.user_roles;
  actor uuid;
  why text;
begin
  select * into held from public.user_roles where id = p_role_id and not _deleted for update;
  if held.id is null or held.organization_id is null then
    raise exception 'No such role' using errcode = 'P0002';
  end if;
  actor := public.require_organization_manager(held.organization_id);
  why := public.admin_reason(p_reason);
  perform public.check_organization_role_change(held.organization_id, held.user_id, held.role);
  if held.user_id = actor then
    raise exception 'You cannot revoke your own role here' using errcode = '42501';
  end if;
  if held.status not in ('active', 'pending') then
    raise exception 'This role is not active' using errcode = '22023';
  end if;
  update public.user_roles set status = 'revoked' where id = held.id;
  update public.role_requests set status = 'cancelled'
  where user_id = held.user_id and requested_role = held.role
    and organization_id = held.organization_id and status = 'pending';
  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
    organization_id, reason)
  values (actor, held.user_id, 'revoke', held.role, held.organization_id, why);
end
$$;

revoke execute on function public.organization_roles(), public.owns_organization(uuid),
  public.manages_organization(uuid), public.require_organization_manager(uuid),
  public.check_organization_role_change(uuid, uuid, text), public.my_managed_organizations(),
  public.organization_members(uuid), public.organization_join_requests(uuid),
  public.organization_decide_request(uuid, boolean, text),
  public.organization_grant_role(uuid, uuid, text, text),
  public.organization_revoke_role(uuid, text)
  from public, anon;
grant execute on function public.organization_roles(), public.my_managed_organizations(),
  public.organization_members(uuid), public.organization_join_requests(uuid),
  public.organization_decide_request(uuid, boolean, text),
  public.organization_grant_role(uuid, uuid, text, text),
  public.organization_revoke_role(uuid, text)
  to authenticated;
revoke execute on function public.owns_organization(uuid), public.manages_organization(uuid),
  public.require_organization_manager(uuid), public.check_organization_role_change(uuid, uuid, text)
  from authenticated;
