-- Workflow automation, people's side (/workflow-automation, issue 36): saving, pausing and
-- deleting rules (their own, or their organization's for its administrators), the rules with how
-- often they ran, a rule's run log, and the dry run. The engine is in the previous migration.

create or replace function public.manages_automation_rule(p_rule_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.automation_rules r
    where r.id = p_rule_id and (r.owner_id = (select auth.uid())
      or (r.organization_id is not null and exists (
        select 1 from public.organization_team(r.organization_id) t where t = (select auth.uid()))))
  )
$$;

-- A rule may belong to an organization only when the caller administers it.
create or replace function public.require_rule_organization(p_organization_id uuid) returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_organization_id is not null and not exists (
      select 1 from public.organization_team(p_organization_id) t where t = (select auth.uid())) then
    raise exception 'Only this organization''s administrators can do this' using errcode = '42501';
  end if;
end
$$;

-- The rule, when the caller manages it; "No such rule" otherwise (whether it exists or not).
create or replace function public.require_automation_rule(p_id uuid) returns uuid
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_uid();
  if p_id is null or not public.manages_automation_rule(p_id) then
    raise exception 'No such rule' using errcode = 'P0002';
  end if;
  return p_id;
end
$$;

create or replace function public.save_automation_rule(
  p_id uuid,
  p_name text,
  p_event text,
  p_conditions jsonb,
  p_actions jsonb,
  p_enabled boolean default true,
  p_organization_id uuid default null
) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  saved uuid;
begin
  perform public.check_automation_rule(p_name, p_event, p_conditions, p_actions, p_organization_id);
  perform public.require_rule_organization(p_organization_id);
  if p_id is null then
    if (select count(*) from public.automation_rules r where r.owner_id = uid) >= 25 then
      raise exception 'You can have at most 25 rules' using errcode = '22023';
    end if;
    insert into public.automation_rules (owner_id, organization_id, name, event, conditions,
      actions, enabled)
    values (uid, p_organization_id, btrim(p_name), p_event, p_conditions, p_actions,
      coalesce(p_enabled, true))
    returning id into saved;
  else
    perform public.require_automation_rule(p_id);
    update public.automation_rules r set name = btrim(p_name), event = p_event,
      conditions = p_conditions, actions = p_actions, enabled = coalesce(p_enabled, r.enabled),
      organization_id = p_organization_id, updated_at = now()
    where r.id = p_id
    returning r.id into saved;
  end if;
  return saved;
end
$$;

create or replace function public.set_automation_rule_enabled(p_id uuid, p_enabled boolean)
  returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform public.require_automation_rule(p_id);
  update public.automation_rules set enabled = p_enabled, updated_at = now() where id = p_id;
end
$$;

create or replace function public.delete_automation_rule(p_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform public.require_automation_rule(p_id);
  delete from public.automation_rules where id = p_id;
end
$$;

create or replace function public.my_automation_rules() returns table (
  id uuid,
  name text,
  event text,
  conditions jsonb,
  actions jsonb,
  enabled boolean,
  organization_id uuid,
  organization_name text,
  created_at timestamptz,
  runs bigint,
  failures bigint,
  last_run_at timestamptz
)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_uid();
  return query
  select r.id, r.name, r.event, r.conditions, r.actions, r.enabled, r.organization_id, o.name,
    r.created_at,
    (select count(*) from public.automation_runs x where x.rule_id = r.id),
    (select count(*) from public.automation_runs x where x.rule_id = r.id and x.outcome = 'failed'),
    (select max(x.created_at) from public.automation_runs x where x.rule_id = r.id)
  from public.automation_rules r
  left join public.organizations o on o.id = r.organization_id
  where public.manages_automation_rule(r.id)
  order by r.created_at desc;
end
$$;

create or replace function public.automation_run_log(p_rule_id uuid, p_limit integer default 50)
  returns table (
    id uuid,
    event text,
    subject_label text,
    outcome text,
    actions jsonb,
    error text,
    created_at timestamptz
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_automation_rule(p_rule_id);
  return query
  select x.id, x.event, x.subject_label, x.outcome, x.actions, x.error, x.created_at
  from public.automation_runs x where x.rule_id = p_rule_id
  order by x.created_at desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end
$$;

-- What a rule (saved or not) would have done with the caller's recent real events: the last 25
-- of them, or the certificates expiring within a year. Changes nothing.
create or replace function public.automation_dry_run(
  p_event text,
  p_conditions jsonb,
  p_actions jsonb,
  p_organization_id uuid default null
) returns table (subject_label text, happened_at timestamptz, matched boolean, plan jsonb)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  rule public.automation_rules;
begin
  perform public.check_automation_rule('Dry run', p_event, p_conditions, p_actions, p_organization_id);
  perform public.require_rule_organization(p_organization_id);
  rule.owner_id := uid;
  rule.organization_id := p_organization_id;
  rule.actions := p_actions;
  return query
  with events as (
    select null::text as label, a.created_at as at,
      public.automation_application_context(a, null) as ctx
    from public.job_applications a
    join public.jobs j on j.id = a.job_id
    where p_event = 'application.created' and not a._deleted
      and (case when p_organization_id is null then a.job_owner_id = uid
           else j.organization_id = p_organization_id end)
    union all
    select j.title, a.created_at, public.automation_application_context(a, null)
    from public.job_applications a
    join public.jobs j on j.id = a.job_id
    where p_event = 'application.status_changed' and not a._deleted and a.applicant_id = uid
      and a.status <> 'submitted'
    union all
    select j.title, j._modified, jsonb_build_object('job', jsonb_build_object('id', j.id,
      'title', j.title, 'trade_specialty', j.trade_specialty, 'location_city', j.location_city,
      'location_province', j.location_province, 'urgency', j.urgency, 'work_type', j.work_type))
    from public.jobs j
    where p_event = 'job.filled' and j.status = 'filled' and not j._deleted
      and (case when p_organization_id is null then j.owner_id = uid
           else j.organization_id = p_organization_id end)
    union all
    select c.subject_label, now(), c.context
    from public.automation_certificates(uid, p_organization_id) c
    where p_event = 'certificate.expiring'
  ), recent as (
    select * from events order by at desc limit 25
  )
  select coalesce(r.label, r.ctx #>> '{applicant,name}'), r.at,
    public.automation_matches(p_conditions, r.ctx),
    case when public.automation_matches(p_conditions, r.ctx)
      then public.automation_plan(rule, r.ctx) end
  from recent r
  order by r.at desc;
end
$$;

revoke execute on function public.manages_automation_rule(uuid), public.require_automation_rule(uuid),
  public.require_rule_organization(uuid),
  public.save_automation_rule(uuid, text, text, jsonb, jsonb, boolean, uuid),
  public.set_automation_rule_enabled(uuid, boolean), public.delete_automation_rule(uuid),
  public.my_automation_rules(), public.automation_run_log(uuid, integer),
  public.automation_dry_run(text, jsonb, jsonb, uuid)
  from public, anon, authenticated;
grant execute on function public.save_automation_rule(uuid, text, text, jsonb, jsonb, boolean, uuid),
  public.set_automation_rule_enabled(uuid, boolean), public.delete_automation_rule(uuid),
  public.my_automation_rules(), public.automation_run_log(uuid, integer),
  public.automation_dry_run(text, jsonb, jsonb, uuid)
  to authenticated;
