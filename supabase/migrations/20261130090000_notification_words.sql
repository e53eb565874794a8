-- Notifications in the reader's language (issue 38): the row keeps its English title and message
-- (for any reader without a catalogue), and its data now carries the names those texts are made
-- of, so the app writes them in the language it shows (src/features/notifications/notification-text.ts).
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
  select p.full_name into applicant_name
  from public.user_profiles p where p.user_id = new.applicant_id;
  payload := jsonb_build_object('job_id', new.job_id, 'application_id', new.id, 'status', new.status,
    'job_title', job_title, 'applicant_name', applicant_name);
  applicant_name := coalesce(applicant_name, 'A craftsman');
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
