-- A range must make sense for its unit: a newcomer's review posted an hourly range of $45,000,
-- and it was accepted. The line is src/lib/pay-unit.ts's HOURLY_CEILING: no trade's hourly rate
-- reaches $200, no yearly salary stays at or under it. NOT VALID: a job stored before stays
-- readable, and any later edit of it must meet the rule.
alter table public.jobs add constraint jobs_pay_hourly_ceiling
  check (pay_unit <> 'hourly' or budget_max <= 200) not valid;
alter table public.jobs add constraint jobs_pay_yearly_floor
  check (pay_unit <> 'yearly' or budget_min > 200) not valid;
