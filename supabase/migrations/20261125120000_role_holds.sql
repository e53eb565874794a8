-- A role an admin suspended, revoked or rejected stays so until an admin decides (issue 39).
-- Before, submit_role_request set the held row back to pending and approved self-service roles
-- at once, and a new company or craftsman profile re-activated a rejected role.

-- Whether `p_user_id` has `p_role` on hold for the scope `p_organization_id`: suspended or
-- revoked in any scope (a sanction on the person's use of the role, which a new organization of
-- their own must not route around), or rejected in this very scope (a decision on one request).
create or replace function public.role_on_hold(p_user_id uuid, p_role text, p_organization_id uuid)
  returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = p_user_id and r.role = p_role
      and (r.status in ('suspended', 'revoked')
        or (r.status = 'rejected' and r.organization_id is not distinct from p_organization_id))
  )
$$;
revoke execute on function public.role_on_hold(uuid, text, uuid) from public, anon, authenticated;

-- Section 7: submit_role_request(p_requested_role, p_organization_id, p_reason), plus optional
-- trade and region scopes (section 6). Returns the request id. Self-service roles are approved
-- at once unless the role is on hold; others, and those, stay pending until an admin decides.
-- A held row keeps its status meanwhile (it is not shown as pending).
create or replace function public.submit_role_request(
  p_requested_role text,
  p_organization_id uuid default null,
  p_reason text default null,
  p_trade_scope text[] default null,
  p_region_scope text[] default null
) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  request_id uuid;
  on_hold boolean;
begin
  if p_requested_role is null or not (p_requested_role = any (public.app_roles())) then
    raise exception 'Unknown role: %', coalesce(p_requested_role, 'null') using errcode = '22023';
  end if;
  if public.holds_role(p_requested_role, p_organization_id) then
    raise exception 'You already hold the role %', p_requested_role using errcode = '23514',
      constraint = 'role_requests_not_held';
  end if;
  if exists (select 1 from public.role_requests r where r.user_id = uid and r.status = 'pending'
      and r.requested_role = p_requested_role
      and r.organization_id is not distinct from p_organization_id) then
    raise exception 'A request for the role % is already pending', p_requested_role
      using errcode = '23514', constraint = 'role_requests_one_pending';
  end if;
  on_hold := public.role_on_hold(uid, p_requested_role, p_organization_id);

  insert into public.role_requests (user_id, requested_role, organization_id, reason, trade_scope, region_scope)
  values (uid, p_requested_role, p_organization_id, nullif(btrim(p_reason), ''),
    public.text_list_from_array(p_trade_scope), public.text_list_from_array(p_region_scope))
  returning id into request_id;

  insert into public.user_roles (user_id, role, status, organization_id, trade_scope, region_scope)
  values (uid, p_requested_role, 'pending', p_organization_id,
    public.text_list_from_array(p_trade_scope), public.text_list_from_array(p_region_scope))
  on conflict (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
  do update set status = 'pending', trade_scope = excluded.trade_scope, region_scope = excluded.region_scope
  where public.user_roles.status not in ('suspended', 'revoked', 'rejected');

  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
    organization_id, trade_scope, region_scope, reason)
  values (uid, uid, 'request', p_requested_role, p_organization_id,
    public.text_list_from_array(p_trade_scope), public.text_list_from_array(p_region_scope),
    nullif(btrim(p_reason), ''));

  -- Joining someone else's organization is never self-service: its admins must not find
  -- strangers holding roles in it.
  if not on_hold and public.is_self_service_role(p_requested_role) and (p_organization_id is null
      or exists (select 1 from public.organizations o where o.id = p_organization_id and o.owner_id = uid)) then
    update public.role_requests set status = 'approved', decided_at = now(),
      decision_note = 'Approved automatically'
    where id = request_id;
  end if;
  return request_id;
end
$$;

-- Creating a company or craftsman profile is how people register (section 2 /company-register,
-- /craftsman-register): the profile grants the matching self-service role to a user who has no
-- row for it yet. A row that exists (pending for an admin, or on hold) is left as it is.
create or replace function public.grant_profile_role() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  granted text := case tg_table_name when 'company_profiles' then 'company' else 'craftsman' end;
begin
  if public.role_on_hold(new.user_id, granted, null) then
    return new;
  end if;
  insert into public.user_roles (user_id, role, status)
  values (new.user_id, granted, 'active')
  on conflict (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
  do nothing;
  return new;
end
$$;
