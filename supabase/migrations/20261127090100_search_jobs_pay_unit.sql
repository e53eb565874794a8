-- Find Jobs' pay unit filter (issue 41) on the server search: search_jobs and the two functions
-- it reads through take p_pay_unit, last so every other argument keeps its place. A new argument
-- makes a new function, so the old ones are dropped first: PostgREST would otherwise find two
-- candidates for a call. Bodies as in 20261126090000 and 20261126100000, plus the unit filter.

drop function public.search_jobs(text, text, text, text, text, text, text, numeric, numeric,
  boolean, timestamptz, uuid, integer);
drop function public.search_jobs_matching(tsquery, text, text, text, text, text, text, numeric,
  numeric, boolean, timestamptz, uuid, integer);
drop function public.search_jobs_in_cities(text, text, text, text, text, text, numeric, numeric,
  boolean, timestamptz, uuid, integer);

-- Words through the text index (jobs_search_idx); planner settings apply inside it only.
create or replace function public.search_jobs_matching(
  q tsquery,
  p_trade text,
  p_province text,
  city text,
  p_experience_level text,
  p_work_type text,
  p_urgency text,
  p_budget_min numeric,
  p_budget_max numeric,
  p_featured boolean,
  p_before_created_at timestamptz,
  p_before_id uuid,
  p_limit integer,
  p_pay_unit text
) returns setof public.jobs
  language plpgsql stable security invoker
  set search_path = '' set enable_indexscan = off set enable_seqscan = off
as $$
begin
  return query
  select j.* from public.jobs j
  where j.status = 'open' and not j._deleted
    and public.job_search_document(j.title, j.location_city, j.description) @@ q
    and (p_trade is null or j.trade_specialty = p_trade)
    and (p_province is null or j.location_province = p_province)
    and (city is null or strpos(public.fold_search_text(j.location_city), city) > 0)
    and (p_experience_level is null or j.experience_level = p_experience_level)
    and (p_work_type is null or j.work_type = p_work_type)
    and (p_urgency is null or j.urgency = p_urgency)
    and (p_budget_min is null or j.budget_max >= p_budget_min)
    and (p_budget_max is null or j.budget_min <= p_budget_max)
    and (p_featured is not true or j.is_featured)
    and (p_pay_unit is null or j.pay_unit = p_pay_unit)
    and (p_before_created_at is null or (j.created_at, j.id) < (p_before_created_at, p_before_id))
  order by j.created_at desc, j.id desc
  limit p_limit;
end
$$;

-- A city without words through jobs_open_city_newest_idx; security definer because row-level
-- security keeps the planner from reading that index in order. Returns open jobs only.
create or replace function public.search_jobs_in_cities(
  p_city text,
  p_trade text,
  p_province text,
  p_experience_level text,
  p_work_type text,
  p_urgency text,
  p_budget_min numeric,
  p_budget_max numeric,
  p_featured boolean,
  p_before_created_at timestamptz,
  p_before_id uuid,
  p_limit integer,
  p_pay_unit text
) returns setof public.jobs
  language sql stable security definer set search_path = ''
as $$
  with recursive cities(folded) as (
    (select public.fold_search_text(j.location_city) from public.jobs j
     where j.status = 'open' and not j._deleted
     order by 1 limit 1)
    union all
    select (select public.fold_search_text(j.location_city) from public.jobs j
            where j.status = 'open' and not j._deleted
              and public.fold_search_text(j.location_city) > c.folded
            order by 1 limit 1)
    from cities c where c.folded is not null
  )
  select r.* from cities c
  cross join lateral (
    select j.* from public.jobs j
    where public.fold_search_text(j.location_city) = c.folded
      and j.status = 'open' and not j._deleted
      and (p_trade is null or j.trade_specialty = p_trade)
      and (p_province is null or j.location_province = p_province)
      and (p_experience_level is null or j.experience_level = p_experience_level)
      and (p_work_type is null or j.work_type = p_work_type)
      and (p_urgency is null or j.urgency = p_urgency)
      and (p_budget_min is null or j.budget_max >= p_budget_min)
      and (p_budget_max is null or j.budget_min <= p_budget_max)
      and (p_featured is not true or j.is_featured)
      and (p_pay_unit is null or j.pay_unit = p_pay_unit)
      and (p_before_created_at is null
        or (j.created_at, j.id) < (p_before_created_at, p_before_id))
    order by j.created_at desc, j.id desc
    limit p_limit
  ) r
  where c.folded is not null and strpos(c.folded, p_city) > 0
  order by r.created_at desc, r.id desc
  limit p_limit
$$;

-- Open jobs matching the query and filters, newest first, keyset pages; RLS applies.
create or replace function public.search_jobs(
  p_query text default null,
  p_trade text default null,
  p_province text default null,
  p_city text default null,
  p_experience_level text default null,
  p_work_type text default null,
  p_urgency text default null,
  p_budget_min numeric default null,
  p_budget_max numeric default null,
  p_featured boolean default null,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 20,
  p_pay_unit text default null
) returns setof public.jobs
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  q tsquery := public.job_search_query(p_query);
  city text := nullif(public.fold_search_text(btrim(p_city)), '');
begin
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'p_limit must be between 1 and 100' using errcode = '22023';
  end if;
  if (p_before_created_at is null) <> (p_before_id is null) then
    raise exception 'p_before_created_at and p_before_id go together' using errcode = '22023';
  end if;
  if q is not null then
    return query select * from public.search_jobs_matching(q, p_trade, p_province, city,
      p_experience_level, p_work_type, p_urgency, p_budget_min, p_budget_max, p_featured,
      p_before_created_at, p_before_id, p_limit, p_pay_unit);
    return;
  end if;
  if city is not null then
    return query
    select * from public.search_jobs_in_cities(city, p_trade, p_province, p_experience_level,
      p_work_type, p_urgency, p_budget_min, p_budget_max, p_featured, p_before_created_at,
      p_before_id, p_limit, p_pay_unit);
    return;
  end if;
  -- Filters only: newest first through jobs_open_newest_idx, stopping after a page.
  return query
  select j.* from public.jobs j
  where j.status = 'open' and not j._deleted
    and (p_trade is null or j.trade_specialty = p_trade)
    and (p_province is null or j.location_province = p_province)
    and (p_experience_level is null or j.experience_level = p_experience_level)
    and (p_work_type is null or j.work_type = p_work_type)
    and (p_urgency is null or j.urgency = p_urgency)
    -- Ranges overlap what the user asks for, as on the page.
    and (p_budget_min is null or j.budget_max >= p_budget_min)
    and (p_budget_max is null or j.budget_min <= p_budget_max)
    and (p_featured is not true or j.is_featured)
    and (p_pay_unit is null or j.pay_unit = p_pay_unit)
    and (p_before_created_at is null
      or (j.created_at, j.id) < (p_before_created_at, p_before_id))
  order by j.created_at desc, j.id desc
  limit p_limit;
end
$$;

revoke execute on function public.search_jobs from public, anon;
grant execute on function public.search_jobs to authenticated;
revoke execute on function public.search_jobs_matching from public, anon;
grant execute on function public.search_jobs_matching to authenticated;
revoke execute on function public.search_jobs_in_cities from public, anon;
grant execute on function public.search_jobs_in_cities to authenticated;
