-- When an application's status last changed and when the company first responded (viewed,
-- shortlisted, accepted or rejected), for the dashboards' "time to first response". Server
-- time only: values a client sends are ignored. Both stay null until the first status change
-- (created_at is the submission time).

alter table public.job_applications
  add column status_changed_at timestamptz,
  add column responded_at timestamptz;

create or replace function public.job_applications_stamp_status() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not public.is_trusted_writer() then
      new.status_changed_at := null;
      new.responded_at := null;
    end if;
    return new;
  end if;
  if not public.is_trusted_writer() then
    new.status_changed_at := old.status_changed_at;
    new.responded_at := old.responded_at;
  end if;
  if new.status is distinct from old.status then
    new.status_changed_at := clock_timestamp();
    if new.responded_at is null and new.status in ('viewed', 'shortlisted', 'accepted', 'rejected') then
      new.responded_at := new.status_changed_at;
    end if;
  end if;
  return new;
end
$$;
create trigger job_applications_stamp_status before insert or update on public.job_applications
  for each row execute function public.job_applications_stamp_status();
