-- Issue 40: the crawler-protection screen is one of the admin pages that need two-step
-- verification. The app asks an aal1 administrator for a code before it shows the screen; the
-- database refuses the crawler tables to an admin whose token is not aal2 as well, as Supabase's
-- MFA guide does with auth.jwt() ->> 'aal'. The function checks the same before its admin routes.

-- Admin, and the session verified with a second factor (a token of aal2).
create or replace function public.is_verified_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2' and public.is_admin()
$$;

alter policy ip_access_control_admin_select on public.ip_access_control
  using ((select public.is_verified_admin()));
alter policy ip_access_control_admin_insert on public.ip_access_control
  with check ((select public.is_verified_admin()));
alter policy ip_access_control_admin_update on public.ip_access_control
  using ((select public.is_verified_admin())) with check ((select public.is_verified_admin()));
alter policy ip_access_control_admin_delete on public.ip_access_control
  using ((select public.is_verified_admin()));
alter policy crawler_activity_admin_select on public.crawler_activity
  using ((select public.is_verified_admin()));
alter policy browser_fingerprints_admin_select on public.browser_fingerprints
  using ((select public.is_verified_admin()));
