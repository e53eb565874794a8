-- search_jobs' city filter (filters only, no words) through an index. It walked the newest jobs
-- comparing each one's city until a page was full, so a small place read most of the board:
-- Iqaluit, 0.1 % of 100,000 jobs, took ~2 s on the local backend (npm run bench,
-- docs/performance.md). Now the cities whose name contains the text are found among the distinct
-- cities, and each one's newest jobs are read in order through jobs_open_city_newest_idx
-- (search_jobs_in_cities).
-- With words, the text index finds the matches and the city stays a filter on them.

create index if not exists jobs_open_city_newest_idx on public.jobs
  (public.fold_search_text(location_city), created_at desc, id desc)
  where status = 'open' and not _deleted;

-- Open jobs in the cities whose folded name contains p_city, with search_jobs' filters, newest
-- first. The distinct city names are read one index probe each (a loose index scan, so the cost
-- follows the number of cities, not of jobs), then each matching city's newest jobs in order.
-- Security definer because row-level security keeps the planner from reading the index in order
-- (the city expression is not leakproof): it returns open jobs only, which every signed-in user
-- may read (jobs_select).
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
  p_limit integer
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
      and (p_before_created_at is null
        or (j.created_at, j.id) < (p_before_created_at, p_before_id))
    order by j.created_at desc, j.id desc
    limit p_limit
  ) r
  where c.folded is not null and strpos(c.folded, p_city) > 0
  order by r.created_at desc, r.id desc
  limit p_limit
$$;

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
  p_limit integer default 20
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
      p_before_created_at, p_before_id, p_limit);
    return;
  end if;
  if city is not null then
    return query
    select * from public.search_jobs_in_cities(city, p_trade, p_province, p_experience_level,
      p_work_type, p_urgency, p_budget_min, p_budget_max, p_featured, p_before_created_at,
      p_before_id, p_limit);
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
    and (p_before_created_at is null
      or (j.created_at, j.id) < (p_before_created_at, p_before_id))
  order by j.created_at desc, j.id desc
  limit p_limit;
end
$$;

revoke execute on function public.search_jobs_in_cities from public, anon;
grant execute on function public.search_jobs_in_cities to authenticated;
