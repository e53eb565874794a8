-- Deciding role requests on /admin (issue 36). An administrator changes a request's status and
-- note only; who decided and when are the server's (a client could name anyone), and nobody
-- decides a request of their own. The service role (seed, support scripts) may still name them.
-- Like the other admin tables, a decision needs a session verified with a second factor (aal2):
-- the app asks for the code before it shows /admin, and the database refuses the rest.

alter policy role_requests_admin_update on public.role_requests
  using ((select public.is_verified_admin())) with check ((select public.is_verified_admin()));

alter table public.role_requests
  add constraint role_requests_decision_note_length
    check (decision_note is null or char_length(decision_note) <= 1000);

create or replace function public.role_requests_immutable_request() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.user_id is distinct from old.user_id
    or new.requested_role is distinct from old.requested_role
    or new.organization_id is distinct from old.organization_id
    or new.reason is distinct from old.reason
    or new.trade_scope is distinct from old.trade_scope
    or new.region_scope is distinct from old.region_scope
    or new.created_at is distinct from old.created_at then
    raise exception 'Only the status and note of a role request can be changed'
      using errcode = '42501';
  end if;
  -- A decision is recorded once: its note, maker and time stay as they were.
  if new.status is not distinct from old.status and auth.uid() is not null
    and (new.decided_by is distinct from old.decided_by or new.decided_at is distinct from old.decided_at
      or (old.status <> 'pending' and new.decision_note is distinct from old.decision_note)) then
    raise exception 'A decided role request cannot be changed' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger role_requests_immutable_request before update on public.role_requests
  for each row execute function public.role_requests_immutable_request();

create or replace function public.apply_role_request_decision() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if new.status = old.status then
    new.decided_by := old.decided_by;
    new.decided_at := old.decided_at;
    return new;
  end if;
  if old.status <> 'pending' then
    raise exception 'Only pending role requests can be decided' using errcode = '23514',
      constraint = 'role_requests_decided_once';
  end if;
  -- Self-service roles are approved without review (submit_role_request does it as the user).
  if uid is not null and uid = old.user_id and new.status <> 'cancelled'
    and not public.is_self_service_role(old.requested_role) then
    raise exception 'Administrators cannot decide their own role request' using errcode = '42501';
  end if;
  -- Checked before the audit entry copies the note (its own limit would name the wrong table).
  if char_length(coalesce(new.decision_note, '')) > 1000 then
    raise exception 'new row for relation "role_requests" violates check constraint "role_requests_decision_note_length"'
      using errcode = '23514', constraint = 'role_requests_decision_note_length';
  end if;
  if uid is not null then
    new.decided_by := uid;
    new.decided_at := now();
  else
    new.decided_at := coalesce(new.decided_at, now());
  end if;
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
      new.requested_role, new.organization_id, new.trade_scope, new.region_scope,
      nullif(btrim(new.decision_note), ''));
  end if;
  return new;
end
$$;
