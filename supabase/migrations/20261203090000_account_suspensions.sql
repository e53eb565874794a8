-- Suspending and restoring accounts from /admin (issue 36). A verified administrator suspends a
-- person with a reason; from that moment the API refuses the person's requests (PostgREST's
-- pre-request function, so a token issued before the suspension stops working at once), their
-- sessions end and a new sign-in or refresh is refused (auth.users.banned_until, as GoTrue's
-- admin ban sets it). Restoring lifts all three. Both are audited in the role audit log.

create table public.account_suspensions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null,
  suspended_by uuid references auth.users (id) on delete set null,
  suspended_at timestamptz not null default now(),
  restored_by uuid references auth.users (id) on delete set null,
  restored_at timestamptz,
  restore_reason text,
  constraint account_suspensions_reason_length check (char_length(btrim(reason)) between 1 and 1000),
  constraint account_suspensions_restore_reason_length
    check (restore_reason is null or char_length(btrim(restore_reason)) between 1 and 1000),
  constraint account_suspensions_restored_together
    check ((restored_at is null) = (restore_reason is null))
);
-- One suspension in force per person; the partial index is also what the pre-request reads.
create unique index account_suspensions_one_active_key on public.account_suspensions (user_id)
  where restored_at is null;
create index account_suspensions_user_idx on public.account_suspensions (user_id, suspended_at desc);

alter table public.account_suspensions enable row level security;
create policy account_suspensions_admin_select on public.account_suspensions for select
  to authenticated using ((select public.is_verified_admin()));
revoke all on public.account_suspensions from anon;
-- Only the two functions below write suspensions.
revoke insert, update, delete on public.account_suspensions from authenticated;

-- Account actions name no role: the audit log takes them with an empty role.
alter table public.role_audit_log alter column role_affected drop not null;
alter table public.role_audit_log drop constraint role_audit_log_action_type_valid;
alter table public.role_audit_log add constraint role_audit_log_action_type_valid
  check (action_type in ('request', 'approve', 'reject', 'grant', 'revoke', 'suspend', 'switch',
    'suspend_account', 'restore_account'));
alter table public.role_audit_log add constraint role_audit_log_role_named
  check ((role_affected is null) = (action_type in ('suspend_account', 'restore_account')));

-- The reason an administrator gives: required, at most 1,000 characters, trimmed.
create or replace function public.admin_reason(p_reason text) returns text
  language plpgsql immutable set search_path = ''
as $$
begin
  if p_reason is null or btrim(p_reason) = '' then
    raise exception 'A reason is required' using errcode = '22023';
  end if;
  if char_length(btrim(p_reason)) > 1000 then
    raise exception 'The reason must be at most 1,000 characters' using errcode = '22001';
  end if;
  return btrim(p_reason);
end
$$;

create or replace function public.require_verified_admin() returns uuid
  language plpgsql stable set search_path = ''
as $$
begin
  if not public.is_verified_admin() then
    raise exception 'Only administrators verified with a second factor can do this'
      using errcode = '42501';
  end if;
  return auth.uid();
end
$$;

create or replace function public.admin_suspend_user(p_user_id uuid, p_reason text) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := public.require_verified_admin();
  why text := public.admin_reason(p_reason);
  suspension_id uuid;
begin
  if p_user_id = actor then
    raise exception 'You cannot suspend your own account' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users where id = p_user_id) then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.account_suspensions where user_id = p_user_id and restored_at is null) then
    raise exception 'This account is already suspended' using errcode = '23505',
      constraint = 'account_suspensions_one_active_key';
  end if;
  insert into public.account_suspensions (user_id, reason, suspended_by)
  values (p_user_id, why, actor) returning id into suspension_id;
  -- GoTrue refuses sign-in and refresh while banned_until is ahead; the sessions end now.
  update auth.users set banned_until = now() + interval '100 years' where id = p_user_id;
  delete from auth.sessions where user_id = p_user_id;
  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected, reason)
  values (actor, p_user_id, 'suspend_account', null, why);
  return suspension_id;
end
$$;

create or replace function public.admin_restore_user(p_user_id uuid, p_reason text) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := public.require_verified_admin();
  why text := public.admin_reason(p_reason);
  suspension_id uuid;
begin
  update public.account_suspensions
  set restored_at = now(), restored_by = actor, restore_reason = why
  where user_id = p_user_id and restored_at is null
  returning id into suspension_id;
  if suspension_id is null then
    raise exception 'This account is not suspended' using errcode = 'P0002';
  end if;
  update auth.users set banned_until = null where id = p_user_id;
  insert into public.role_audit_log (actor_id, target_user_id, action_type, role_affected, reason)
  values (actor, p_user_id, 'restore_account', null, why);
  return suspension_id;
end
$$;

-- The people an administrator looks for: by name or e-mail (any part, any case), newest first.
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
  perform public.require_verified_admin();
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

-- PostgREST runs this before every API request (pgrst.db_pre_request below): a suspended
-- person's still-valid token gets 403 with code PT403, which the app takes as "signed out".
create or replace function public.refuse_suspended_request() returns void
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is not null
    and exists (select 1 from public.account_suspensions where user_id = uid and restored_at is null) then
    raise sqlstate 'PT403' using message = 'Account suspended',
      hint = 'An administrator suspended this account';
  end if;
end
$$;

revoke execute on function public.admin_suspend_user(uuid, text), public.admin_restore_user(uuid, text),
  public.admin_find_users(text, text, integer), public.require_verified_admin(),
  public.admin_reason(text) from public, anon;
grant execute on function public.admin_suspend_user(uuid, text), public.admin_restore_user(uuid, text),
  public.admin_find_users(text, text, integer) to authenticated;
grant execute on function public.refuse_suspended_request() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request to 'public.refuse_suspended_request';
notify pgrst, 'reload config';
