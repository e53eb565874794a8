-- A new account speaks the language its browser chose at sign-up (issue 38): the app sends it as
-- user metadata (`language`: 'en' or 'fr'), the preferences row starts with it, and every device
-- of the user follows the preference from then on. Anything else keeps English.
create or replace function public.handle_new_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_role text := meta ->> 'default_role';
  full_name_in text := nullif(btrim(coalesce(meta ->> 'full_name', meta ->> 'name', '')), '');
  wanted_language text := meta ->> 'language';
begin
  insert into public.user_profiles (user_id, default_role, full_name, created_at)
  values (new.id,
    case when wanted_role in ('customer', 'craftsman', 'company', 'apprentice', 'mentor') then wanted_role else 'customer' end,
    case when public.is_person_name(full_name_in) then full_name_in end,
    coalesce(new.created_at, now()))
  on conflict (user_id) do nothing;
  insert into public.user_roles (user_id, role, status, created_at)
  values (new.id, 'customer', 'active', coalesce(new.created_at, now()))
  on conflict do nothing;
  insert into public.navigation_preferences (user_id, language)
  values (new.id, case when wanted_language in ('en', 'fr') then wanted_language else 'en' end)
  on conflict (user_id) do nothing;
  return new;
end
$$;
