-- Notifications (spec section 3) and the server-side events that create them and user rows.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null default 'other',
  title text not null,
  message text not null,
  -- The spec's data object, as JSON object text (flat row for RxDB), e.g. {"job_id": "..."}.
  data text not null default '{}',
  read boolean not null default false,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint notifications_type_valid check (type in ('like', 'comment', 'follow', 'achievement', 'other',
    'application_received', 'application_status', 'role_request', 'job', 'system')),
  constraint notifications_title_length check (public.text_len(title) between 1 and 200),
  constraint notifications_message_length check (public.text_len(message) between 1 and 2000),
  constraint notifications_data_object check (public.is_json_object(data, 10000))
);
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_modified_idx on public.notifications (_modified, id);

create trigger notifications_stamp_modified before insert or update on public.notifications
  for each row execute function public.stamp_modified();

-- Clients only mark their notifications read (never unread again, section 4) or dismiss them.
create or replace function public.notifications_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.read and new.read_at is null then
    new.read_at := now();
  end if;
  if tg_op = 'INSERT' or public.is_trusted_writer() or public.is_admin() then
    return new;
  end if;
  if old.read and not new.read then
    perform public.raise_check('notifications', 'notifications_read_irreversible',
      'A read notification cannot become unread');
  end if;
  if (new.user_id, new.type, new.title, new.message, new.data, new.created_at)
     is distinct from (old.user_id, old.type, old.title, old.message, old.data, old.created_at) then
    raise exception 'Only read and _deleted of a notification can be changed' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger notifications_guard before insert or update on public.notifications
  for each row execute function public.notifications_guard();

alter table public.notifications enable row level security;
create policy notifications_select on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_update on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notifications_admin_insert on public.notifications for insert to authenticated
  with check ((select public.is_admin()));

revoke all on public.notifications from anon;
revoke delete on public.notifications from authenticated;
alter publication supabase_realtime add table public.notifications;

-- Inserts a notification unless the recipient turned that kind off in their preferences.
create or replace function public.notify(p_user_id uuid, p_type text, p_title text, p_message text,
  p_data jsonb, p_pref text) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  wanted boolean := true;
begin
  if p_pref is not null then
    execute format('select %I from public.navigation_preferences where user_id = $1', p_pref)
      into wanted using p_user_id;
  end if;
  if coalesce(wanted, true) then
    insert into public.notifications (user_id, type, title, message, data)
    values (p_user_id, p_type, left(p_title, 200), left(p_message, 2000), p_data::text);
  end if;
end
$$;
revoke execute on function public.notify(uuid, text, text, text, jsonb, text) from public, anon, authenticated;

-- New or re-submitted application -> the job owner; status change -> the applicant
-- (withdrawal -> the job owner).
create or replace function public.notify_application_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  job_title text;
  applicant_name text;
  payload jsonb;
begin
  if tg_op = 'UPDATE' and new.status = old.status then
    return null;
  end if;
  select j.title into job_title from public.jobs j where j.id = new.job_id;
  select coalesce(p.full_name, 'A craftsman') into applicant_name
  from public.user_profiles p where p.user_id = new.applicant_id;
  applicant_name := coalesce(applicant_name, 'A craftsman');
  payload := jsonb_build_object('job_id', new.job_id, 'application_id', new.id, 'status', new.status);
  if tg_op = 'INSERT' or new.status = 'submitted' then
    perform public.notify(new.job_owner_id, 'application_received', 'New application',
      format('%s applied to %s', applicant_name, job_title), payload, 'notify_new_applications');
  elsif new.status = 'withdrawn' then
    perform public.notify(new.job_owner_id, 'application_status', 'Application withdrawn',
      format('%s withdrew their application to %s', applicant_name, job_title), payload, 'notify_new_applications');
  else
    perform public.notify(new.applicant_id, 'application_status', 'Application ' || new.status,
      case new.status
        when 'viewed' then format('The company has viewed your application for %s', job_title)
        when 'shortlisted' then format('You have been shortlisted for %s', job_title)
        when 'accepted' then format('Congratulations! Your application for %s was accepted', job_title)
        else format('Your application for %s was not selected', job_title)
      end, payload, 'notify_application_updates');
  end if;
  return null;
end
$$;
create trigger job_applications_notify after insert or update of status on public.job_applications
  for each row execute function public.notify_application_event();

-- A decided role request -> the requester.
create or replace function public.notify_role_request_decided() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = old.status or new.status not in ('approved', 'rejected') then
    return null;
  end if;
  perform public.notify(new.user_id, 'role_request',
    case new.status when 'approved' then 'Role request approved' else 'Role request declined' end,
    case new.status
      when 'approved' then format('You can now use the %s role', replace(new.requested_role, '_', ' '))
      else format('Your request for the %s role was declined', replace(new.requested_role, '_', ' '))
    end,
    jsonb_build_object('request_id', new.id, 'role', new.requested_role, 'status', new.status),
    'notify_role_updates');
  return null;
end
$$;
create trigger role_requests_notify after update of status on public.role_requests
  for each row execute function public.notify_role_request_decided();
