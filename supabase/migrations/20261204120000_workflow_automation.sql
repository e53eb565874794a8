-- Workflow automation (/workflow-automation, issue 36): rules "when <event> and <conditions>
-- then <actions>" that a person (or an organization's administrators) writes and the database
-- runs: triggers for applications and jobs, a daily check for certificates about to expire.
-- Every run is logged; a rule can be paused; a dry run shows what a rule would have done with
-- the owner's recent real events, doing nothing. A failing rule never fails the change that
-- triggered it: the failure is logged instead. This migration is the engine; the functions people
-- call (save, pause, delete, log, dry run) are in the next one.

create table public.automation_rules (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  name text not null,
  event text not null,
  conditions jsonb not null default '[]',
  actions jsonb not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint automation_rules_name_length check (public.text_len(name) between 1 and 80),
  constraint automation_rules_name_no_html check (public.has_no_html(name))
);
create index automation_rules_owner_idx on public.automation_rules (owner_id);
create index automation_rules_event_idx on public.automation_rules (event) where enabled;

create table public.automation_runs (
  id uuid primary key default gen_random_uuid(),
  rule_id uuid not null references public.automation_rules (id) on delete cascade,
  event text not null,
  -- What the run was about (an application, a job, a certificate), so a rule runs once per subject.
  subject_key text not null,
  subject_label text,
  outcome text not null,
  actions jsonb not null default '[]',
  error text,
  created_at timestamptz not null default now(),
  constraint automation_runs_outcome_valid check (outcome in ('done', 'failed')),
  constraint automation_runs_once unique (rule_id, subject_key)
);
create index automation_runs_rule_idx on public.automation_runs (rule_id, created_at desc);

alter table public.automation_rules enable row level security;
alter table public.automation_runs enable row level security;
revoke all on public.automation_rules, public.automation_runs from anon, authenticated;

create or replace function public.automation_events() returns text[]
  language sql immutable set search_path = ''
as $$
  select array['application.created', 'application.status_changed', 'job.filled',
    'certificate.expiring']
$$;

-- The fields a condition may test for each event: their kind and, for choices, the values.
create or replace function public.automation_fields(p_event text)
  returns table (field text, kind text, choices text[])
  language sql immutable set search_path = ''
as $$
  with job_fields(field, kind, choices) as (values
    ('job.trade_specialty', 'choice', public.app_trades()),
    ('job.location_province', 'choice', public.app_provinces()),
    ('job.urgency', 'choice', array['normal', 'urgent', 'asap']),
    ('job.work_type', 'choice', array['full_time', 'part_time', 'contract', 'temporary']))
  select * from job_fields where p_event in ('application.created', 'application.status_changed', 'job.filled')
  union all
  select 'application.proposed_rate', 'number', null::text[]
  where p_event in ('application.created', 'application.status_changed')
  union all
  select 'application.status', 'choice',
    array['viewed', 'shortlisted', 'accepted', 'rejected', 'withdrawn']
  where p_event = 'application.status_changed'
  union all
  select * from (values ('days_left', 'number', null::text[]), ('certificate.name', 'text', null::text[])) c
  where p_event = 'certificate.expiring'
$$;

-- Actions each event offers: notify_me, notify_team (an organization's rules: its owner and
-- company-role holders), notify_person (the applicant, or the certificate's holder) and
-- set_status (a new application's status: viewed or shortlisted).
create or replace function public.automation_action_allowed(p_event text, p_type text) returns boolean
  language sql immutable set search_path = ''
as $$
  select case p_type
    when 'notify_me' then true
    when 'notify_team' then true
    when 'notify_person' then p_event in ('application.created', 'certificate.expiring')
    when 'set_status' then p_event = 'application.created'
    else false end
$$;

create or replace function public.check_automation_text(p_value text, p_max integer, p_what text)
  returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  if p_value is null or public.text_len(p_value) not between 1 and p_max
     or not public.has_no_html(p_value) then
    raise exception 'A % of 1 to % characters is required', p_what, p_max using errcode = '22023';
  end if;
end
$$;

-- Refuses a rule that cannot run as written, with a message saying what to fix.
create or replace function public.check_automation_rule(
  p_name text,
  p_event text,
  p_conditions jsonb,
  p_actions jsonb,
  p_organization_id uuid
) returns void
  language plpgsql stable security definer set search_path = ''
as $$
declare
  c jsonb;
  a jsonb;
  spec record;
  op text;
begin
  perform public.check_automation_text(p_name, 80, 'name');
  if p_event is null or not (p_event = any (public.automation_events())) then
    raise exception 'Unknown event: %', coalesce(p_event, 'none') using errcode = '22023';
  end if;
  if jsonb_typeof(p_conditions) is distinct from 'array' or jsonb_array_length(p_conditions) > 10 then
    raise exception 'A rule has at most 10 conditions' using errcode = '22023';
  end if;
  for c in select * from jsonb_array_elements(p_conditions) loop
    select f.* into spec from public.automation_fields(p_event) f where f.field = c ->> 'field';
    if spec.field is null then
      raise exception 'Unknown condition field for this event: %', coalesce(c ->> 'field', 'none')
        using errcode = '22023';
    end if;
    op := c ->> 'op';
    if op is null or not (op = any (case spec.kind
        when 'number' then array['eq', 'neq', 'lt', 'lte', 'gt', 'gte']
        when 'choice' then array['eq', 'neq']
        else array['eq', 'neq', 'contains'] end)) then
      raise exception 'Unknown comparison for %: %', spec.field, coalesce(op, 'none')
        using errcode = '22023';
    end if;
    if coalesce(btrim(c ->> 'value'), '') = '' or char_length(c ->> 'value') > 200 then
      raise exception 'The condition on % needs a value', spec.field using errcode = '22023';
    end if;
    if spec.kind = 'number' and (c ->> 'value') !~ '^-?\d+(\.\d+)?$' then
      raise exception 'Compare % with a number', spec.field using errcode = '22023';
    end if;
    if spec.kind = 'choice' and not ((c ->> 'value') = any (spec.choices)) then
      raise exception 'Unknown value for %: %', spec.field, c ->> 'value' using errcode = '22023';
    end if;
  end loop;
  if jsonb_typeof(p_actions) is distinct from 'array' or jsonb_array_length(p_actions) = 0 then
    raise exception 'Choose at least one action' using errcode = '22023';
  end if;
  if jsonb_array_length(p_actions) > 5 then
    raise exception 'A rule has at most 5 actions' using errcode = '22023';
  end if;
  for a in select * from jsonb_array_elements(p_actions) loop
    if not public.automation_action_allowed(p_event, a ->> 'type') then
      raise exception 'This event does not offer the action %', coalesce(a ->> 'type', 'none')
        using errcode = '22023';
    end if;
    if a ->> 'type' = 'notify_team' and p_organization_id is null then
      raise exception 'Notifying the team needs a rule that belongs to an organization'
        using errcode = '22023';
    end if;
    if a ->> 'type' = 'set_status' then
      if not (coalesce(a ->> 'status', '') = any (array['viewed', 'shortlisted'])) then
        raise exception 'A rule can only mark an application viewed or shortlisted'
          using errcode = '22023';
      end if;
    else
      perform public.check_automation_text(a ->> 'title', 120, 'title');
      perform public.check_automation_text(a ->> 'message', 500, 'message');
    end if;
  end loop;
end
$$;

-- {{path}} placeholders filled from the event's context ("{{job.title}}", "{{days_left}}").
create or replace function public.automation_render(p_template text, p_context jsonb) returns text
  language plpgsql immutable set search_path = ''
as $$
declare
  result text := p_template;
  m text[];
begin
  for m in select regexp_matches(p_template, '\{\{\s*([a-z_.]+)\s*\}\}', 'g') loop
    result := replace(result, '{{' || m[1] || '}}',
      coalesce(p_context #>> string_to_array(m[1], '.'), ''));
  end loop;
  return regexp_replace(result, '\{\{\s*[a-z_.]+\s*\}\}', '', 'g');
end
$$;

create or replace function public.automation_condition_holds(p_condition jsonb, p_context jsonb)
  returns boolean
  language plpgsql immutable set search_path = ''
as $$
declare
  actual text := p_context #>> string_to_array(p_condition ->> 'field', '.');
  wanted text := p_condition ->> 'value';
  op text := p_condition ->> 'op';
begin
  if actual is null then
    return op = 'neq';
  end if;
  if op in ('lt', 'lte', 'gt', 'gte') or (actual ~ '^-?\d+(\.\d+)?$' and wanted ~ '^-?\d+(\.\d+)?$') then
    return case op
      when 'eq' then actual::numeric = wanted::numeric
      when 'neq' then actual::numeric <> wanted::numeric
      when 'lt' then actual::numeric < wanted::numeric
      when 'lte' then actual::numeric <= wanted::numeric
      when 'gt' then actual::numeric > wanted::numeric
      when 'gte' then actual::numeric >= wanted::numeric
      else false end;
  end if;
  return case op
    when 'eq' then lower(actual) = lower(wanted)
    when 'neq' then lower(actual) <> lower(wanted)
    when 'contains' then strpos(lower(actual), lower(wanted)) > 0
    else false end;
end
$$;

create or replace function public.automation_matches(p_conditions jsonb, p_context jsonb)
  returns boolean
  language sql immutable set search_path = ''
as $$
  select coalesce(bool_and(public.automation_condition_holds(c, p_context)), true)
  from jsonb_array_elements(p_conditions) c
$$;

-- The people an organization's rule calls its team: the owner and its company-role holders.
create or replace function public.organization_team(p_organization_id uuid) returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select o.owner_id from public.organizations o where o.id = p_organization_id
  union
  select r.user_id from public.user_roles r
  where r.organization_id = p_organization_id and r.role = 'company' and r.status = 'active'
    and not r._deleted and (r.expires_at is null or r.expires_at > now())
$$;

-- What the actions would do, as a list of {type, to, title?, message?, status?}: the run and the
-- dry run describe actions the same way.
create or replace function public.automation_plan(
  p_rule public.automation_rules,
  p_context jsonb
) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(
    jsonb_strip_nulls(jsonb_build_object(
      'type', a.step ->> 'type',
      'to', case a.step ->> 'type'
        when 'notify_me' then jsonb_build_array(p_rule.owner_id)
        when 'notify_team' then (select jsonb_agg(t) from public.organization_team(p_rule.organization_id) t)
        when 'notify_person' then jsonb_build_array(p_context ->> 'person_id')
        else '[]'::jsonb end,
      'title', public.automation_render(a.step ->> 'title', p_context),
      'message', public.automation_render(a.step ->> 'message', p_context),
      'status', a.step ->> 'status'))
    order by a.n), '[]'::jsonb)
  from jsonb_array_elements(p_rule.actions) with ordinality as a(step, n)
$$;

create or replace function public.automation_do(p_plan jsonb, p_context jsonb, p_rule_id uuid)
  returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  step jsonb;
begin
  for step in select * from jsonb_array_elements(p_plan) loop
    if step ->> 'type' = 'set_status' then
      update public.job_applications set status = step ->> 'status'
      where id = (p_context #>> '{application,id}')::uuid and status = 'submitted';
    else
      insert into public.notifications (user_id, type, title, message, data)
      select distinct t::uuid, 'other', step ->> 'title', step ->> 'message',
        jsonb_build_object('automation_rule_id', p_rule_id,
          'job_id', p_context #>> '{job,id}',
          'application_id', p_context #>> '{application,id}')::text
      from jsonb_array_elements_text(step -> 'to') t
      where t is not null;
    end if;
  end loop;
end
$$;

-- Runs every enabled rule of `p_event` that belongs to the person or the organization and whose
-- conditions hold, once per subject; a failure is logged, never raised.
create or replace function public.run_automation_rules(
  p_event text,
  p_owner_id uuid,
  p_organization_id uuid,
  p_subject_key text,
  p_subject_label text,
  p_context jsonb
) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  rule public.automation_rules;
  plan jsonb;
begin
  for rule in
    select * from public.automation_rules r
    where r.enabled and r.event = p_event
      and (r.owner_id = p_owner_id
        or (p_organization_id is not null and r.organization_id = p_organization_id))
    order by r.created_at
  loop
    if not public.automation_matches(rule.conditions, p_context)
       or exists (select 1 from public.automation_runs x
                  where x.rule_id = rule.id and x.subject_key = p_subject_key) then
      continue;
    end if;
    begin
      plan := public.automation_plan(rule, p_context);
      perform public.automation_do(plan, p_context, rule.id);
      insert into public.automation_runs (rule_id, event, subject_key, subject_label, outcome, actions)
      values (rule.id, p_event, p_subject_key, p_subject_label, 'done', plan);
    exception when others then
      insert into public.automation_runs (rule_id, event, subject_key, subject_label, outcome, error)
      values (rule.id, p_event, p_subject_key, p_subject_label, 'failed', left(sqlerrm, 500));
    end;
  end loop;
end
$$;

create or replace function public.automation_application_context(
  p_application public.job_applications,
  p_previous_status text
) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'job', (select jsonb_build_object('id', j.id, 'title', j.title,
              'trade_specialty', j.trade_specialty, 'location_city', j.location_city,
              'location_province', j.location_province, 'urgency', j.urgency,
              'work_type', j.work_type)
            from public.jobs j where j.id = p_application.job_id),
    'application', jsonb_build_object('id', p_application.id, 'status', p_application.status,
      'previous_status', p_previous_status, 'proposed_rate', p_application.proposed_rate),
    'applicant', jsonb_build_object('id', p_application.applicant_id,
      'name', coalesce((select p.full_name from public.user_profiles p
                        where p.user_id = p_application.applicant_id), 'An applicant')),
    'person_id', p_application.applicant_id)
$$;

create or replace function public.automation_on_application() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  ctx jsonb;
begin
  if new._deleted then
    return null;
  end if;
  if tg_op = 'INSERT' then
    ctx := public.automation_application_context(new, null);
    perform public.run_automation_rules('application.created', new.job_owner_id,
      (select j.organization_id from public.jobs j where j.id = new.job_id),
      'application:' || new.id, ctx #>> '{applicant,name}', ctx);
  elsif new.status is distinct from old.status then
    ctx := public.automation_application_context(new, old.status);
    perform public.run_automation_rules('application.status_changed', new.applicant_id, null,
      'application:' || new.id || ':' || new.status, ctx #>> '{job,title}', ctx);
  end if;
  return null;
end
$$;

create trigger job_applications_automation after insert or update of status on public.job_applications
  for each row execute function public.automation_on_application();

create or replace function public.automation_on_job_filled() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'filled' and old.status is distinct from 'filled' and not new._deleted then
    perform public.run_automation_rules('job.filled', new.owner_id, new.organization_id,
      'job:' || new.id, new.title,
      jsonb_build_object('job', jsonb_build_object('id', new.id, 'title', new.title,
        'trade_specialty', new.trade_specialty, 'location_city', new.location_city,
        'location_province', new.location_province, 'urgency', new.urgency,
        'work_type', new.work_type)));
  end if;
  return null;
end
$$;

create trigger jobs_automation after update of status on public.jobs
  for each row execute function public.automation_on_job_filled();

-- Certificates of the person (or of the organization's members) expiring within 365 days,
-- as event contexts.
create or replace function public.automation_certificates(p_owner_id uuid, p_organization_id uuid)
  returns table (person_id uuid, subject_key text, subject_label text, context jsonb)
  language sql stable security definer set search_path = ''
as $$
  select cp.user_id,
    'certificate:' || cp.user_id || ':' || (e ->> 'name') || ':' || (e ->> 'expires_on'),
    (e ->> 'name'),
    jsonb_build_object(
      'certificate', jsonb_build_object('name', e ->> 'name', 'number', e ->> 'number',
        'issuer', e ->> 'issuer', 'expires_on', e ->> 'expires_on'),
      'days_left', (e ->> 'expires_on')::date - current_date,
      'person', jsonb_build_object('id', cp.user_id,
        'name', coalesce((select p.full_name from public.user_profiles p
                          where p.user_id = cp.user_id), '')),
      'person_id', cp.user_id)
  from public.craftsman_profiles cp
  cross join lateral jsonb_array_elements(cp.certifications::jsonb) e
  where not cp._deleted and e ->> 'expires_on' is not null
    and (e ->> 'expires_on')::date - current_date between 0 and 365
    and (case when p_organization_id is null then cp.user_id = p_owner_id
         else cp.user_id in (select r.user_id from public.user_roles r
                             where r.organization_id = p_organization_id
                               and r.status = 'active' and not r._deleted) end)
$$;

-- The daily run (Supabase Cron on hosted; local-schedules.json locally): certificate rules.
create or replace function public.run_daily_automations() returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  rule public.automation_rules;
  cert record;
  plan jsonb;
  runs integer := 0;
begin
  for rule in select * from public.automation_rules r
              where r.enabled and r.event = 'certificate.expiring' loop
    for cert in select * from public.automation_certificates(rule.owner_id, rule.organization_id) loop
      if not public.automation_matches(rule.conditions, cert.context)
         or exists (select 1 from public.automation_runs x
                    where x.rule_id = rule.id and x.subject_key = cert.subject_key) then
        continue;
      end if;
      begin
        plan := public.automation_plan(rule, cert.context);
        perform public.automation_do(plan, cert.context, rule.id);
        insert into public.automation_runs (rule_id, event, subject_key, subject_label, outcome, actions)
        values (rule.id, rule.event, cert.subject_key, cert.subject_label, 'done', plan);
      exception when others then
        insert into public.automation_runs (rule_id, event, subject_key, subject_label, outcome, error)
        values (rule.id, rule.event, cert.subject_key, cert.subject_label, 'failed', left(sqlerrm, 500));
      end;
      runs := runs + 1;
    end loop;
  end loop;
  return runs;
end
$$;

revoke execute on function public.automation_events(), public.automation_fields(text),
  public.automation_action_allowed(text, text), public.check_automation_text(text, integer, text),
  public.check_automation_rule(text, text, jsonb, jsonb, uuid),
  public.automation_render(text, jsonb), public.automation_condition_holds(jsonb, jsonb),
  public.automation_matches(jsonb, jsonb), public.organization_team(uuid),
  public.automation_plan(public.automation_rules, jsonb), public.automation_do(jsonb, jsonb, uuid),
  public.run_automation_rules(text, uuid, uuid, text, text, jsonb),
  public.automation_application_context(public.job_applications, text),
  public.automation_on_application(), public.automation_on_job_filled(),
  public.automation_certificates(uuid, uuid), public.run_daily_automations()
  from public, anon, authenticated;
grant execute on function public.automation_events(), public.automation_fields(text) to authenticated;
grant execute on function public.run_daily_automations() to service_role;

-- Daily at 07:00 UTC on hosted Supabase when pg_cron is enabled (no pg_net needed: it is SQL).
do $do$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $sql$ select cron.schedule('daily-automations', '0 7 * * *',
      'select public.run_daily_automations()') $sql$;
  end if;
end
$do$;
