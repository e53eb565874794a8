-- API keys (/integrations, issue 36): a person creates keys for their own tools, or for an
-- organization they belong to, each with scopes and an optional expiry. The key is shown once:
-- only its SHA-256 hash is kept, and nobody (not even its owner) can read the table; people list
-- and revoke their keys through the functions below. The `api` edge function checks a presented
-- key with authenticate_api_key (service role only), which also stamps when it was last used.

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  name text not null,
  prefix text not null unique,
  key_hash text not null unique,
  scopes text[] not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz,
  constraint api_keys_name_length check (public.text_len(name) between 1 and 80),
  constraint api_keys_name_no_html check (public.has_no_html(name)),
  constraint api_keys_scopes_valid
    check (cardinality(scopes) >= 1 and scopes <@ array['jobs:read', 'applications:read'])
);
create index api_keys_owner_id_idx on public.api_keys (owner_id);
create index api_keys_organization_id_idx on public.api_keys (organization_id);

alter table public.api_keys enable row level security;
revoke all on public.api_keys from anon, authenticated;

create or replace function public.api_key_scopes() returns text[]
  language sql immutable set search_path = ''
as $$ select array['jobs:read', 'applications:read'] $$;

-- 122 random bits per uuid; two of them make the secret part of a key.
create or replace function public.random_hex(p_uuids integer) returns text
  language sql volatile set search_path = ''
as $$
  select string_agg(replace(gen_random_uuid()::text, '-', ''), '') from generate_series(1, p_uuids)
$$;

create or replace function public.hash_api_key(p_key text) returns text
  language sql immutable set search_path = ''
as $$ select encode(sha256(convert_to(p_key, 'UTF8')), 'hex') $$;

create or replace function public.create_api_key(
  p_name text,
  p_scopes text[],
  p_organization_id uuid default null,
  p_expires_at timestamptz default null
) returns table (id uuid, key text, prefix text)
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  unknown text;
  new_prefix text := 'clk_' || left(public.random_hex(1), 10);
  new_key text;
  new_id uuid;
begin
  if public.text_len(p_name) not between 1 and 80 or not public.has_no_html(p_name) then
    raise exception 'A key name of 1 to 80 characters is required' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_scopes), 0) = 0 then
    raise exception 'Choose at least one scope' using errcode = '22023';
  end if;
  select s into unknown from unnest(p_scopes) s where s <> all (public.api_key_scopes()) limit 1;
  if unknown is not null then
    raise exception 'Unknown scope: %', unknown using errcode = '22023';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception 'The expiry must be in the future' using errcode = '22023';
  end if;
  if p_organization_id is not null and not public.is_organization_member(p_organization_id) then
    raise exception 'You can only use an organization you own or belong to' using errcode = '42501';
  end if;
  if (select count(*) from public.api_keys k
      where k.owner_id = uid and k.revoked_at is null) >= 20 then
    raise exception 'You can have at most 20 active API keys' using errcode = '22023';
  end if;
  new_key := new_prefix || '_' || public.random_hex(2);
  insert into public.api_keys (owner_id, organization_id, name, prefix, key_hash, scopes, expires_at)
  values (uid, p_organization_id, btrim(p_name), new_prefix, public.hash_api_key(new_key),
    (select array_agg(distinct s order by s) from unnest(p_scopes) s), p_expires_at)
  returning api_keys.id into new_id;
  return query select new_id, new_key, new_prefix;
end
$$;

-- The caller's keys and their organizations' keys, without the hash.
create or replace function public.my_api_keys() returns table (
  id uuid,
  name text,
  prefix text,
  scopes text[],
  organization_id uuid,
  organization_name text,
  created_by_me boolean,
  created_at timestamptz,
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
begin
  return query
  select k.id, k.name, k.prefix, k.scopes, k.organization_id, o.name, k.owner_id = uid,
    k.created_at, k.expires_at, k.last_used_at, k.revoked_at
  from public.api_keys k
  left join public.organizations o on o.id = k.organization_id
  where k.owner_id = uid
    or (k.organization_id is not null and public.is_organization_member(k.organization_id))
  order by k.revoked_at is not null, k.created_at desc;
end
$$;

-- The key's creator revokes it, or the owner of the organization it belongs to.
create or replace function public.revoke_api_key(p_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
begin
  update public.api_keys k set revoked_at = now()
  where k.id = p_id and k.revoked_at is null
    and (k.owner_id = uid or exists (
      select 1 from public.organizations o where o.id = k.organization_id and o.owner_id = uid));
  if not found then
    raise exception 'This key is already revoked or is not yours' using errcode = 'P0002';
  end if;
end
$$;

-- For the `api` edge function: who a presented key acts for, or nothing when it is unknown,
-- revoked, expired or its owner is suspended. Stamps last use at most once a minute.
create or replace function public.authenticate_api_key(p_key text) returns table (
  id uuid,
  owner_id uuid,
  organization_id uuid,
  scopes text[]
)
  language plpgsql security definer set search_path = ''
as $$
declare
  found_key public.api_keys;
begin
  select * into found_key from public.api_keys k
  where k.key_hash = public.hash_api_key(p_key) and k.revoked_at is null
    and (k.expires_at is null or k.expires_at > now())
    and not exists (select 1 from public.account_suspensions s
                    where s.user_id = k.owner_id and s.restored_at is null);
  if found_key.id is null then
    return;
  end if;
  update public.api_keys k set last_used_at = now()
  where k.id = found_key.id and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');
  return query select found_key.id, found_key.owner_id, found_key.organization_id, found_key.scopes;
end
$$;

revoke execute on function public.create_api_key(text, text[], uuid, timestamptz),
  public.my_api_keys(), public.revoke_api_key(uuid), public.authenticate_api_key(text),
  public.random_hex(integer), public.hash_api_key(text)
  from public, anon, authenticated;
grant execute on function public.create_api_key(text, text[], uuid, timestamptz),
  public.my_api_keys(), public.revoke_api_key(uuid) to authenticated;
grant execute on function public.authenticate_api_key(text) to service_role;

-- GET /api/v1/applications for a key: applications to the key owner's jobs, or to its
-- organization's jobs for an organization key, newest first, `p_before` paging.
create or replace function public.api_applications(
  p_owner_id uuid,
  p_organization_id uuid,
  p_status text,
  p_before timestamptz,
  p_limit integer
) returns table (
  id uuid,
  job_id uuid,
  job_title text,
  applicant_id uuid,
  applicant_name text,
  status text,
  proposed_rate numeric,
  availability_start date,
  created_at timestamptz
)
  language sql stable security definer set search_path = ''
as $$
  select a.id, a.job_id, j.title, a.applicant_id, p.full_name, a.status, a.proposed_rate,
    a.availability_start, a.created_at
  from public.job_applications a
  join public.jobs j on j.id = a.job_id
  left join public.user_profiles p on p.user_id = a.applicant_id
  where not a._deleted
    and (case when p_organization_id is null then a.job_owner_id = p_owner_id
              else j.organization_id = p_organization_id end)
    and (p_status is null or a.status = p_status)
    and (p_before is null or a.created_at < p_before)
  order by a.created_at desc, a.id
  limit least(greatest(coalesce(p_limit, 50), 1), 100)
$$;

revoke execute on function public.api_applications(uuid, uuid, text, timestamptz, integer)
  from public, anon, authenticated;
grant execute on function public.api_applications(uuid, uuid, text, timestamptz, integer)
  to service_role;

-- The organizations the caller owns or holds an active role in (keys and webhooks may belong to
-- one of them).
create or replace function public.my_organizations() returns table (id uuid, name text, owned boolean)
  language sql stable security definer set search_path = ''
as $$
  select o.id, o.name, o.owner_id = (select auth.uid())
  from public.organizations o
  where (select auth.uid()) is not null and public.is_organization_member(o.id)
  order by o.name
$$;

revoke execute on function public.my_organizations() from public, anon;
grant execute on function public.my_organizations() to authenticated;
