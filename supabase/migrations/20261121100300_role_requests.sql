-- Role requests: submit_role_request and log_role_action (section 7), and what happens when a
-- request is decided (role granted or refused, requester notified by the events migration).

-- Roles a user may take on without review: they only unlock their own side of the marketplace
-- (a customer browses, a craftsman or apprentice applies, a company posts). Everything else
-- (mentor, admin, staff roles, franchise and workshop roles) waits for an admin.
create or replace function public.is_self_service_role(p_role text) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select p_role in ('customer', 'craftsman', 'apprentice', 'company')
$$;

create or replace function public.text_list_from_array(p_items text[]) returns text
  language sql immutable parallel safe set search_path = ''
as $$
  select case when p_items is null then null else to_jsonb(p_items)::text end
$$;

-- Section 7: submit_role_request(p_requested_role, p_organization_id, p_reason), plus optional
-- trade and region scopes (section 6). Returns the request id. Self-service roles are approved
-- at once; others stay pending (and show as a pending role) until an admin decides.
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

  insert into public.role_requests (user_id, requested_role, organization_id, reason, trade_scope, region_scope)
  values (uid, p_requested_role, p_organization_id, nullif(btrim(p_reason), ''),
    public.text_list_from_array(p_trade_scope), public.text_list_from_array(p_region_scope))
  returning id into request_id;

  insert into public.user_roles (user_id, role, status, organization_id, trade_scope, region_scope)
  values (uid, p_requested_role, 'pending', p_organization_id,
    public.text_list_from_array(p_trade_scope), public.text_list_from_array(p_region_scope))
  on conflict (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
  do update set status = 'pending', trade_scope = excluded.trade_scope, region_scope = excluded.region_scope;

  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
    organization_id, trade_scope, region_scope, reason)
  values (uid, uid, 'request', p_requested_role, p_organization_id,
    public.text_list_from_array(p_trade_scope), public.text_list_from_array(p_region_scope),
    nullif(btrim(p_reason), ''));

  if public.is_self_service_role(p_requested_role) then
    update public.role_requests set status = 'approved', decided_at = now(),
      decision_note = 'Approved automatically'
    where id = request_id;
  end if;
  return request_id;
end
$$;

-- Section 7: log_role_action(p_target_user_id, p_action_type, p_role_affected, p_organization_id,
-- p_trade_scope, p_region_scope, p_reason). Users may log requests and switches about themselves;
-- admins may log any action. Returns the audit row id.
create or replace function public.log_role_action(
  p_target_user_id uuid,
  p_action_type text,
  p_role_affected text,
  p_organization_id uuid default null,
  p_trade_scope text[] default null,
  p_region_scope text[] default null,
  p_reason text default null
) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  log_id uuid;
begin
  if p_target_user_id is null then
    raise exception 'p_target_user_id is required' using errcode = '22023';
  end if;
  if not public.is_admin() and (p_target_user_id <> uid or p_action_type not in ('request', 'switch')) then
    raise exception 'Only administrators may log role actions for other users or decisions'
      using errcode = '42501';
  end if;
  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
    organization_id, trade_scope, region_scope, reason)
  values (uid, p_target_user_id, p_action_type, p_role_affected, p_organization_id,
    public.text_list_from_array(p_trade_scope), public.text_list_from_array(p_region_scope),
    nullif(btrim(p_reason), ''))
  returning id into log_id;
  return log_id;
end
$$;

-- A decided request changes the held role and is audited; the requester is notified by
-- notify_role_request_decided (events migration).
create or replace function public.apply_role_request_decision() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = old.status then
    return new;
  end if;
  if old.status <> 'pending' then
    raise exception 'Only pending role requests can be decided' using errcode = '23514',
      constraint = 'role_requests_decided_once';
  end if;
  new.decided_at := coalesce(new.decided_at, now());
  new.decided_by := coalesce(new.decided_by, auth.uid());
  if new.status = 'approved' then
    insert into public.user_roles (user_id, role, status, organization_id, trade_scope, region_scope, granted_by)
    values (new.user_id, new.requested_role, 'active', new.organization_id, new.trade_scope,
      new.region_scope, new.decided_by)
    on conflict (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set status = 'active', granted_by = excluded.granted_by,
      trade_scope = excluded.trade_scope, region_scope = excluded.region_scope;
  else
    update public.user_roles set status = case when new.status = 'rejected' then 'rejected' else 'revoked' end
    where user_id = new.user_id and role = new.requested_role and status = 'pending'
      and organization_id is not distinct from new.organization_id;
  end if;
  if new.status in ('approved', 'rejected') then
    insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected,
      organization_id, trade_scope, region_scope, reason)
    values (new.decided_by, new.user_id, case when new.status = 'approved' then 'approve' else 'reject' end,
      new.requested_role, new.organization_id, new.trade_scope, new.region_scope, new.decision_note);
  end if;
  return new;
end
$$;
create trigger role_requests_decision before update of status on public.role_requests
  for each row execute function public.apply_role_request_decision();

-- Creating a company or craftsman profile is how people register (section 2 /company-register,
-- /craftsman-register): the profile grants the matching self-service role.
create or replace function public.grant_profile_role() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  granted text := case tg_table_name when 'company_profiles' then 'company' else 'craftsman' end;
begin
  insert into public.user_roles (user_id, role, status)
  values (new.user_id, granted, 'active')
  on conflict (user_id, role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
  do update set status = 'active' where public.user_roles.status in ('pending', 'rejected');
  return new;
end
$$;
