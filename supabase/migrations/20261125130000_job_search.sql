-- Server search beyond the replica: a device keeps the jobs of its own region (sync/SPEC.md), and
-- Find Jobs asks the server for the rest when online. Full-text search over title, city and
-- description with the page's own filters, newest first, keyset-paginated.

-- Lower case without accents, so "Québec" finds "quebec" and the reverse (the page's search folds
-- the same way). translate() keeps it immutable, as an index expression needs, with no extension.
create or replace function public.fold_search_text(p text) returns text
  language sql immutable parallel safe set search_path = ''
as $$
  select translate(lower(coalesce(p, '')),
    'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆĉĈċĊčČďĎèÈéÉêÊëËēĒĕĔėĖęĘěĚĝĜğĞġĠģĢĥĤìÌíÍîÎïÏĩĨīĪĭĬįĮĵĴķĶĺĹļĻľĽłŁñÑńŃņŅňŇòÒóÓôÔõÕöÖøØōŌŏŎőŐŕŔŗŖřŘśŚŝŜşŞšŠţŢťŤùÙúÚûÛüÜũŨūŪŭŬůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ',
    'aaaaaaaaaaaaaaaaaaccccccccccddeeeeeeeeeeeeeeeeeegggggggghhiiiiiiiiiiiiiiiijjkkllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz')
$$;

-- The words a job is found by; the index below and search_jobs use this very expression.
create or replace function public.job_search_document(p_title text, p_city text, p_description text)
  returns tsvector
  language sql immutable parallel safe set search_path = ''
as $$
  select to_tsvector('simple'::regconfig,
    public.fold_search_text(p_title || ' ' || p_city || ' ' || p_description))
$$;

create index jobs_search_idx on public.jobs using gin
  (public.job_search_document(title, location_city, description))
  where status = 'open' and not _deleted;
create index jobs_open_newest_idx on public.jobs (created_at desc, id desc)
  where status = 'open' and not _deleted;

-- Every word of the query as a prefix ("elec toronto" -> 'elec':* & 'toronto':*). Splitting on
-- anything but letters and digits leaves no tsquery operator in what the user typed.
create or replace function public.job_search_query(p_query text) returns tsquery
  language sql immutable parallel safe set search_path = ''
as $$
  select case when count(*) = 0 then null
    else to_tsquery('simple'::regconfig, string_agg(quote_literal(w) || ':*', ' & ')) end
  from regexp_split_to_table(public.fold_search_text(left(p_query, 200)), '[^[:alnum:]]+') as w
  where w <> ''
$$;

-- Open jobs matching the query and filters, newest first. Page on with the last row's created_at
-- and id (p_before_created_at, p_before_id). Runs with the caller's rights: RLS applies.
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
  return query
  select j.* from public.jobs j
  where j.status = 'open' and not j._deleted
    and (q is null or public.job_search_document(j.title, j.location_city, j.description) @@ q)
    and (p_trade is null or j.trade_specialty = p_trade)
    and (p_province is null or j.location_province = p_province)
    and (city is null or strpos(public.fold_search_text(j.location_city), city) > 0)
    and (p_experience_level is null or j.experience_level = p_experience_level)
    and (p_work_type is null or j.work_type = p_work_type)
    and (p_urgency is null or j.urgency = p_urgency)
    -- Ranges overlap what the user asks for, as on the page.
    and (p_budget_min is null or j.budget_max >= p_budget_min)
    and (p_budget_max is null or j.budget_min <= p_budget_max)
    and (p_featured is not true or j.is_featured)
    and (p_before_created_at is null or (j.created_at, j.id) < (p_before_created_at, p_before_id))
  order by j.created_at desc, j.id desc
  limit p_limit;
end
$$;

revoke execute on function public.search_jobs from public, anon;
grant execute on function public.search_jobs to authenticated;
