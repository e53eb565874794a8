-- Schemas the platform creates before any project migration runs.
create schema if not exists extensions;
create schema if not exists auth;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;

-- Hosted projects preinstall these in schema extensions; a missing contrib package is not fatal.
do $$
begin
  create extension if not exists pgcrypto schema extensions;
exception when others then
  raise notice 'pgcrypto unavailable: %', sqlerrm;
end
$$;

do $$
begin
  create extension if not exists "uuid-ossp" schema extensions;
exception when others then
  raise notice 'uuid-ossp unavailable: %', sqlerrm;
end
$$;
