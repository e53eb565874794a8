-- Company and craftsman profiles and portfolio items (replicated; public to signed-in users,
-- because profile pages show them to the other side of the marketplace).

create table public.company_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete set null,
  company_name text not null,
  business_number text,
  province text not null,
  city text not null,
  trades_hired text not null default '[]',
  website_url text,
  phone text,
  company_size text,
  description text,
  logo_url text,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint company_profiles_company_name_length check (public.text_len(company_name) between 2 and 200),
  -- CRA business number: 9 digits, optionally followed by a program account (e.g. RT0001).
  constraint company_profiles_business_number_format
    check (business_number is null or business_number ~ '^[0-9]{9}([A-Z]{2}[0-9]{4})?$'),
  constraint company_profiles_province_valid check (province = any (public.app_provinces())),
  constraint company_profiles_city_length check (public.text_len(city) between 2 and 100),
  constraint company_profiles_trades_hired_valid check (public.is_text_list_of(trades_hired, public.app_trades(), 0)),
  constraint company_profiles_website_url_format check (public.is_http_url(website_url)),
  constraint company_profiles_phone_format check (public.is_phone(phone)),
  constraint company_profiles_company_size_valid
    check (company_size is null or company_size in ('1-10', '11-50', '51-200', '201-500', '500+')),
  constraint company_profiles_description_length check (description is null or char_length(description) <= 2000),
  constraint company_profiles_logo_url_format check (public.is_http_url(logo_url))
);
create index company_profiles_modified_idx on public.company_profiles (_modified, user_id);

create table public.craftsman_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  trades text not null,
  experience_level text not null,
  years_experience integer not null default 0,
  hourly_rate numeric,
  service_provinces text not null default '[]',
  city text,
  certifications text not null default '[]',
  bio text,
  phone text,
  is_available boolean not null default true,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint craftsman_profiles_trades_valid check (public.is_text_list_of(trades, public.app_trades(), 1)),
  constraint craftsman_profiles_experience_level_valid
    check (experience_level in ('entry', 'intermediate', 'experienced', 'expert')),
  constraint craftsman_profiles_years_experience_range check (years_experience between 0 and 60),
  constraint craftsman_profiles_hourly_rate_positive check (hourly_rate is null or (hourly_rate > 0 and hourly_rate <= 1000)),
  constraint craftsman_profiles_service_provinces_valid
    check (public.is_text_list_of(service_provinces, public.app_provinces(), 0)),
  constraint craftsman_profiles_city_length check (city is null or public.text_len(city) between 2 and 100),
  constraint craftsman_profiles_certifications_valid check (public.is_certification_list(certifications)),
  constraint craftsman_profiles_bio_length check (bio is null or char_length(bio) <= 2000),
  constraint craftsman_profiles_phone_format check (public.is_phone(phone))
);
create index craftsman_profiles_modified_idx on public.craftsman_profiles (_modified, user_id);

create table public.portfolio_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null,
  description text,
  url text,
  image_url text,
  trade text,
  completed_on date,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint portfolio_items_title_length check (public.text_len(title) between 2 and 120),
  constraint portfolio_items_description_length check (description is null or char_length(description) <= 2000),
  constraint portfolio_items_url_format check (public.is_http_url(url)),
  constraint portfolio_items_image_url_format check (public.is_http_url(image_url)),
  constraint portfolio_items_trade_valid check (trade is null or trade = any (public.app_trades()))
);
create index portfolio_items_user_id_idx on public.portfolio_items (user_id);
create index portfolio_items_modified_idx on public.portfolio_items (_modified, id);

create trigger company_profiles_stamp_modified before insert or update on public.company_profiles
  for each row execute function public.stamp_modified();
create trigger craftsman_profiles_stamp_modified before insert or update on public.craftsman_profiles
  for each row execute function public.stamp_modified();
create trigger portfolio_items_stamp_modified before insert or update on public.portfolio_items
  for each row execute function public.stamp_modified();

create trigger company_profiles_grant_role after insert on public.company_profiles
  for each row execute function public.grant_profile_role();
create trigger craftsman_profiles_grant_role after insert on public.craftsman_profiles
  for each row execute function public.grant_profile_role();

-- The owner column and created_at never change through the API.
create or replace function public.owned_row_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if public.is_trusted_writer() or public.is_admin() then
    return new;
  end if;
  if new.user_id <> old.user_id or new.created_at <> old.created_at then
    raise exception 'The owner and creation time of a row cannot be changed' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger company_profiles_guard before update on public.company_profiles
  for each row execute function public.owned_row_guard();
create trigger craftsman_profiles_guard before update on public.craftsman_profiles
  for each row execute function public.owned_row_guard();
create trigger portfolio_items_guard before update on public.portfolio_items
  for each row execute function public.owned_row_guard();

alter table public.company_profiles enable row level security;
alter table public.craftsman_profiles enable row level security;
alter table public.portfolio_items enable row level security;

create policy company_profiles_select on public.company_profiles for select to authenticated using (true);
create policy company_profiles_insert on public.company_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy company_profiles_update on public.company_profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy craftsman_profiles_select on public.craftsman_profiles for select to authenticated using (true);
create policy craftsman_profiles_insert on public.craftsman_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy craftsman_profiles_update on public.craftsman_profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy portfolio_items_select on public.portfolio_items for select to authenticated using (true);
create policy portfolio_items_insert on public.portfolio_items for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy portfolio_items_update on public.portfolio_items for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

revoke all on public.company_profiles, public.craftsman_profiles, public.portfolio_items from anon;
revoke delete on public.company_profiles, public.craftsman_profiles, public.portfolio_items from authenticated;

alter publication supabase_realtime add table public.company_profiles, public.craftsman_profiles,
  public.portfolio_items;
