-- Role sessions, role requests and the role audit log, with the section 7 RPCs
-- get_current_user_session, switch_user_role, submit_role_request and log_role_action.

create table public.user_sessions (
  session_id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  active_role text not null default 'customer',
  organization_id uuid references public.organizations (id) on delete set null,
  session_token text not null
    default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  is_active boolean not null default true,
  expires_at timestamptz not null default now() + interval '24 hours',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_sessions_active_role_valid check (active_role = any (public.app_roles()))
);
-- At most one active role session per user.
create unique index user_sessions_one_active_key on public.user_sessions (user_id) where is_active;

create table public.role_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  requested_role text not null,
  organization_id uuid references public.organizations (id) on delete cascade,
  reason text,
  trade_scope text,
  region_scope text,
  status text not null default 'pending',
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz not null default now(),
  constraint role_requests_requested_role_valid check (requested_role = any (public.app_roles())),
  constraint role_requests_status_valid check (status in ('pending', 'approved', 'rejected', 'cancelled')),
  constraint role_requests_reason_length check (reason is null or char_length(reason) <= 1000),
  constraint role_requests_trade_scope_valid check (public.is_text_list_of(trade_scope, public.app_trades(), 0)),
  constraint role_requests_region_scope_valid
    check (public.is_text_list_of(region_scope, public.app_provinces(), 0))
);
create index role_requests_user_id_idx on public.role_requests (user_id);
create unique index role_requests_one_pending_key on public.role_requests
  (user_id, requested_role, coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid))
  where status = 'pending';

create table public.role_audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid references auth.users (id) on delete set null,
  target_user_id uuid not null references auth.users (id) on delete cascade,
  action_type text not null,
  role_affected text not null,
  organization_id uuid,
  trade_scope text,
  region_scope text,
  reason text,
  created_at timestamptz not null default now(),
  constraint role_audit_log_action_type_valid
    check (action_type in ('request', 'approve', 'reject', 'grant', 'revoke', 'suspend', 'switch')),
  constraint role_audit_log_role_valid check (role_affected = any (public.app_roles())),
  constraint role_audit_log_trade_scope_valid check (public.is_text_list_of(trade_scope, public.app_trades(), 0)),
  constraint role_audit_log_region_scope_valid
    check (public.is_text_list_of(region_scope, public.app_provinces(), 0)),
  constraint role_audit_log_reason_length check (reason is null or char_length(reason) <= 1000)
);
create index role_audit_log_target_idx on public.role_audit_log (target_user_id, created_at desc);
create index role_audit_log_actor_idx on public.role_audit_log (actor_id);

-- A new session replaces the user's previous active one (the spec's client creates a default
-- session when none is current, e.g. after the previous one expired).
create or replace function public.user_sessions_replace_active() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.is_active then
    update public.user_sessions set is_active = false, updated_at = now()
    where user_id = new.user_id and is_active and session_id <> new.session_id;
  end if;
  return new;
end
$$;
create trigger user_sessions_replace_active before insert on public.user_sessions
  for each row execute function public.user_sessions_replace_active();

alter table public.user_sessions enable row level security;
alter table public.role_requests enable row level security;
alter table public.role_audit_log enable row level security;

-- A user may hold a session in a role they hold, or in the spec's default role customer.
create policy user_sessions_select on public.user_sessions for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_sessions_insert on public.user_sessions for insert to authenticated
  with check (user_id = (select auth.uid())
    and (active_role = 'customer' or public.holds_role(active_role, organization_id)));
create policy user_sessions_update on public.user_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid())
    and (active_role = 'customer' or public.holds_role(active_role, organization_id)));
create policy user_sessions_delete on public.user_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy role_requests_select on public.role_requests for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy role_requests_admin_update on public.role_requests for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy role_audit_log_select on public.role_audit_log for select to authenticated
  using (target_user_id = (select auth.uid()) or actor_id = (select auth.uid())
    or (select public.is_admin()) or (select public.user_has_permission('audit.view')));

revoke all on public.user_sessions, public.role_requests, public.role_audit_log from anon;
-- Requests are created by submit_role_request; audit rows only by log_role_action and triggers.
revoke insert, delete on public.role_requests from authenticated;
revoke insert, update, delete on public.role_audit_log from authenticated;

create or replace function public.require_uid() returns uuid
  language plpgsql stable set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'You must be signed in' using errcode = '42501';
  end if;
  return auth.uid();
end
$$;

-- Section 7: no arguments; the current user's active, unexpired role session (0 or 1 rows).
-- Creates nothing: the client creates the default session as the spec describes.
create or replace function public.get_current_user_session() returns setof public.user_sessions
  language sql stable set search_path = ''
as $$
  select s.* from public.user_sessions s
  where s.user_id = (select auth.uid()) and s.is_active and s.expires_at > now()
  order by s.updated_at desc
  limit 1
$$;

-- Section 7: switch the active role to one the user holds (active, unexpired).
create or replace function public.switch_user_role(new_role text, new_organization_id uuid default null)
  returns setof public.user_sessions
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  current_session public.user_sessions;
begin
  if new_role is null or not (new_role = any (public.app_roles())) then
    raise exception 'Unknown role: %', coalesce(new_role, 'null') using errcode = '22023';
  end if;
  if new_role <> 'customer' and not public.holds_role(new_role, new_organization_id) then
    raise exception 'You do not hold the role % as an active role', new_role using errcode = '42501';
  end if;
  select * into current_session from public.user_sessions s
  where s.user_id = uid and s.is_active and s.expires_at > now()
  order by s.updated_at desc limit 1;
  if not found then
    insert into public.user_sessions (user_id, active_role, organization_id)
    values (uid, new_role, new_organization_id);
  elsif current_session.active_role is distinct from new_role
     or current_session.organization_id is distinct from new_organization_id then
    update public.user_sessions
    set active_role = new_role, organization_id = new_organization_id, updated_at = now(),
        expires_at = greatest(expires_at, now() + interval '24 hours')
    where session_id = current_session.session_id;
    insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected, organization_id)
    values (uid, uid, 'switch', new_role, new_organization_id);
  end if;
  return query select * from public.get_current_user_session();
end
$$;
