-- Foundation: the spec's fixed lists (section 9), list/JSON/format validators used by CHECK
-- constraints, and the trigger that stamps `_modified` for RxDB replication.
-- Every function pins search_path so a caller's search_path cannot redirect it.

-- Section 9: tradeSpecialty values.
create or replace function public.app_trades() returns text[]
  language sql immutable parallel safe set search_path = ''
as $$
  select array['carpentry', 'plumbing', 'electrical', 'masonry', 'roofing', 'hvac', 'flooring',
    'painting', 'general_construction', 'landscaping', 'concrete', 'drywall', 'insulation',
    'welding', 'solar']
$$;

-- Section 9: the 13 provinces and territories, stored by their display names as the spec lists them.
create or replace function public.app_provinces() returns text[]
  language sql immutable parallel safe set search_path = ''
as $$
  select array['Alberta', 'British Columbia', 'Manitoba', 'New Brunswick',
    'Newfoundland and Labrador', 'Northwest Territories', 'Nova Scotia', 'Nunavut', 'Ontario',
    'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Yukon']
$$;

-- Section 3 role list, plus the onboarding role types company, apprentice and mentor (section 6).
create or replace function public.app_roles() returns text[]
  language sql immutable parallel safe set search_path = ''
as $$
  select array['customer', 'craftsman', 'admin', 'workshop_owner', 'franchise_partner', 'auditor',
    'bank_insurance', 'guest', 'privacy_officer', 'compliance_officer', 'security_officer',
    'factory_manager', 'moderator', 'brand_manager', 'company', 'apprentice', 'mentor']
$$;

-- Lists are stored as JSON text (RxDB 17.6 cannot guard-update array/object columns):
-- a JSON array of 1..p_max_len character strings with at most p_max_items entries.
create or replace function public.is_text_list(p_value text, p_max_items integer, p_max_len integer)
  returns boolean
  language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  v jsonb;
begin
  if p_value is null then
    return true;
  end if;
  begin
    v := p_value::jsonb;
  exception when others then
    return false;
  end;
  if jsonb_typeof(v) <> 'array' or jsonb_array_length(v) > p_max_items then
    return false;
  end if;
  return not exists (
    select 1 from jsonb_array_elements(v) e
    where jsonb_typeof(e) <> 'string' or char_length(e #>> '{}') not between 1 and p_max_len
  );
end
$$;

-- A JSON text list whose every entry is one of p_allowed, without duplicates.
create or replace function public.is_text_list_of(p_value text, p_allowed text[], p_min_items integer)
  returns boolean
  language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  items text[];
begin
  if p_value is null then
    return p_min_items = 0;
  end if;
  if not public.is_text_list(p_value, cardinality(p_allowed), 100) then
    return false;
  end if;
  select coalesce(array_agg(e), '{}') into items from jsonb_array_elements_text(p_value::jsonb) e;
  return cardinality(items) >= p_min_items
    and items <@ p_allowed
    and cardinality(items) = (select count(distinct x) from unnest(items) x);
end
$$;

-- A JSON object (notification data, event metadata), at most p_max_len characters of text.
create or replace function public.is_json_object(p_value text, p_max_len integer) returns boolean
  language plpgsql immutable parallel safe set search_path = ''
as $$
begin
  if p_value is null then
    return true;
  end if;
  return char_length(p_value) <= p_max_len and jsonb_typeof(p_value::jsonb) = 'object';
exception when others then
  return false;
end
$$;

-- Certifications: a JSON array (max 30) of objects {name, number?, issuer?, expires_on?}, e.g.
-- [{"name":"Red Seal Electrician (309A)","number":"ON-123","issuer":"Ontario","expires_on":"2028-06-30"}].
create or replace function public.is_certification_list(p_value text) returns boolean
  language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  v jsonb;
begin
  if p_value is null then
    return true;
  end if;
  v := p_value::jsonb;
  if jsonb_typeof(v) <> 'array' or jsonb_array_length(v) > 30 then
    return false;
  end if;
  return not exists (
    select 1 from jsonb_array_elements(v) e
    where jsonb_typeof(e) <> 'object'
      or jsonb_typeof(e -> 'name') is distinct from 'string'
      or char_length(e ->> 'name') not between 2 and 120
      or (e ? 'number' and jsonb_typeof(e -> 'number') not in ('string', 'null'))
      or char_length(coalesce(e ->> 'number', '')) > 60
      or (e ? 'issuer' and jsonb_typeof(e -> 'issuer') not in ('string', 'null'))
      or char_length(coalesce(e ->> 'issuer', '')) > 120
      or (e ->> 'expires_on' is not null and (e ->> 'expires_on') !~ '^\d{4}-\d{2}-\d{2}$')
  );
exception when others then
  return false;
end
$$;

-- Section 5 formats, shared by every table that stores them.
-- URL: optional; must start http:// or https:// and have something after it.
create or replace function public.is_http_url(p_value text) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select p_value is null or (char_length(p_value) <= 2048 and p_value ~ '^https?://[^\s/]+[^\s]*$')
$$;

-- Phone: optional; digits with an optional leading plus, up to 16 digits.
create or replace function public.is_phone(p_value text) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select p_value is null or p_value ~ '^\+?[0-9]{1,16}$'
$$;

-- Name: 1-100 characters; letters (Latin incl. accented, as Canadian names need), spaces,
-- hyphens and apostrophes (straight or typographic) only.
create or replace function public.is_person_name(p_value text) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select p_value is null or (
    char_length(p_value) between 1 and 100
    and p_value ~ '^[A-Za-zÀ-ÖØ-öø-ÿĀ-ž'' ’-]+$'
    and p_value ~ '[A-Za-zÀ-ÖØ-öø-ÿĀ-ž]'
  )
$$;

-- Text fields must not carry HTML tags (the client strips them; the server refuses them).
create or replace function public.has_no_html(p_value text) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select p_value is null or p_value !~ '<[A-Za-z/!?][^>]*>'
$$;

-- Length of the text as the user sees it (surrounding whitespace does not count).
create or replace function public.text_len(p_value text) returns integer
  language sql immutable parallel safe set search_path = ''
as $$
  select char_length(btrim(p_value, E' \t\r\n'))
$$;

-- RxDB checkpoints: `_modified` is the server's clock on every insert and update, so clients
-- cannot forge it. clock_timestamp() (not now()) gives rows written in one transaction distinct,
-- increasing values.
create or replace function public.stamp_modified() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new._modified := clock_timestamp();
  return new;
end
$$;

-- True for the service role, migrations, seeds and security-definer code; false for API clients.
-- Guards use it to let trusted server code do what clients may not.
create or replace function public.is_trusted_writer() returns boolean
  language sql stable set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated')
$$;

-- Raises a CHECK violation in PostgreSQL's own wording, so clients find the constraint name in
-- the message exactly as for declarative CHECK constraints (see supabase/README.md).
create or replace function public.raise_check(p_table text, p_constraint text, p_hint text)
  returns void
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'new row for relation "%" violates check constraint "%"', p_table, p_constraint
    using errcode = '23514', constraint = p_constraint, table = p_table, hint = p_hint;
end
$$;
