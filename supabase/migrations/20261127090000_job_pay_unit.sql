-- Jobs state what their pay range is per (issue 41): 'hourly', 'yearly' or 'fixed' (the whole
-- contract). Find Jobs showed "$5,300 – $6,800" next to "$45,400 – $58,000" while applicants
-- quote an hourly rate. The app's copy of these rules is src/lib/pay-unit.ts.

-- The unit a range most likely meant before units existed: up to $200 is an hourly rate; more is
-- the whole pay of a contract or temporary job, else a yearly salary.
create or replace function public.job_pay_unit_from_amounts(p_budget_max numeric, p_work_type text)
  returns text
  language sql immutable parallel safe set search_path = ''
as $$
  select case
    when p_budget_max is null or p_budget_max <= 200 then 'hourly'
    when p_work_type in ('contract', 'temporary') then 'fixed'
    else 'yearly'
  end
$$;

alter table public.jobs add column pay_unit text;
update public.jobs set pay_unit = public.job_pay_unit_from_amounts(budget_max, work_type);
alter table public.jobs alter column pay_unit set not null;
alter table public.jobs add constraint jobs_pay_unit_valid
  check (pay_unit in ('hourly', 'yearly', 'fixed'));

-- Writers that send no unit (an app version from before it, a script) get the same guess as the
-- rows above; an explicit unit is kept as sent.
create or replace function public.jobs_pay_unit_default() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.pay_unit is null then
    new.pay_unit := public.job_pay_unit_from_amounts(new.budget_max, new.work_type);
  end if;
  return new;
end
$$;
create trigger jobs_pay_unit_default before insert on public.jobs
  for each row execute function public.jobs_pay_unit_default();

-- Ontario's $50,000 width rule per unit. Yearly ranges and fixed contract totals: at most $50,000
-- wide, as before. Hourly ranges: the same rule at 2,080 hours a year, so at most $24 wide.
-- The hourly check is NOT VALID: a job stored before units existed that it would refuse stays
-- readable, and any later edit of it must meet the rule.
alter table public.jobs drop constraint jobs_budget_range_ontario;
alter table public.jobs add constraint jobs_budget_range_ontario
  check (location_province <> 'Ontario' or pay_unit = 'hourly' or budget_max - budget_min <= 50000);
alter table public.jobs add constraint jobs_budget_range_ontario_hourly
  check (location_province <> 'Ontario' or pay_unit <> 'hourly'
    or (budget_max - budget_min) * 2080 <= 50000) not valid;
