-- A job or company profile may name an organization only if its user owns it or holds an
-- active role in it, so nobody posts under another company's name.

create or replace function public.is_organization_member(p_organization_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.organizations o
    where o.id = p_organization_id and o.owner_id = (select auth.uid())
  ) or exists (
    select 1 from public.user_roles r
    where r.organization_id = p_organization_id and r.user_id = (select auth.uid())
      and r.status = 'active' and not r._deleted and (r.expires_at is null or r.expires_at > now())
  )
$$;

create or replace function public.organization_membership_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.organization_id is null or public.is_trusted_writer() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.organization_id is not distinct from old.organization_id then
    return new;
  end if;
  if not public.is_organization_member(new.organization_id) then
    perform public.raise_check(tg_table_name, tg_table_name || '_organization_member',
      'You can only use an organization you own or belong to');
  end if;
  return new;
end
$$;

create trigger jobs_organization_member before insert or update on public.jobs
  for each row execute function public.organization_membership_guard();
create trigger company_profiles_organization_member before insert or update on public.company_profiles
  for each row execute function public.organization_membership_guard();
