-- Messaging (issue 32), the calls: starting conversations (one-to-one, from a profile or an
-- application; a job's hired team), reading marks and unread counts, the device's pull of the
-- newest messages of each conversation, older ones on request; and who may use a conversation's
-- realtime channel (typing, presence) and read its files.

-- The newest messages of each conversation a device keeps (SYNC-MSG-1); older ones come on request.
create or replace function public.messages_kept_per_conversation() returns integer
  language sql immutable set search_path = '' as $$ select 200 $$;

-- One-to-one: the caller and p_user_id, about an application between them when given. Returns
-- the conversation (the existing one when there is one; the caller rejoins it if they had left).
create or replace function public.start_conversation(p_user_id uuid, p_application_id uuid default null)
  returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  v_job uuid;
  v_key text;
  v_id uuid;
begin
  if p_user_id is null or p_user_id = uid then
    raise exception 'Choose someone else to message' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_profiles p where p.user_id = p_user_id) then
    raise exception 'No such person' using errcode = 'P0002';
  end if;
  if p_application_id is not null then
    select a.job_id into v_job from public.job_applications a
    where a.id = p_application_id and not a._deleted
      and ((a.applicant_id = uid and a.job_owner_id = p_user_id)
        or (a.job_owner_id = uid and a.applicant_id = p_user_id));
    if v_job is null then
      raise exception 'This application is not between you two' using errcode = '42501';
    end if;
  end if;
  v_key := format('direct:%s:%s%s', least(uid, p_user_id), greatest(uid, p_user_id),
    coalesce(':' || p_application_id::text, ''));
  insert into public.conversations (kind, job_id, application_id, unique_key, created_by)
  values ('direct', v_job, p_application_id, v_key, uid)
  on conflict (unique_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.conversations where unique_key = v_key;
  end if;
  insert into public.conversation_members (id, conversation_id, user_id)
  values (v_id || ':' || uid, v_id, uid), (v_id || ':' || p_user_id, v_id, p_user_id)
  on conflict (id) do nothing;
  -- Leaving zeroed the count; back in, it counts what is unread again.
  update public.conversation_members set left_at = null, archived = false, joined_at = now(),
    unread_count = public.count_unread(v_id, uid, last_read_at)
  where id = v_id || ':' || uid and left_at is not null;
  update public.conversation_members set archived = false where id = v_id || ':' || uid and archived;
  return v_id;
end
$$;

-- The hired team of a job: its poster and every accepted applicant, in one group named after the
-- job. Called again, it adds those accepted since. Only the job's poster starts it.
create or replace function public.start_job_team_conversation(p_job_id uuid) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  v_title text;
  v_id uuid;
begin
  select left(j.title, 100) into v_title from public.jobs j
  where j.id = p_job_id and j.owner_id = uid;
  if v_title is null then
    raise exception 'Only the job''s poster can start its team conversation' using errcode = '42501';
  end if;
  if not exists (select 1 from public.job_applications a
      where a.job_id = p_job_id and a.status = 'accepted' and not a._deleted) then
    perform public.raise_check('conversations', 'conversations_team_hired',
      'Accept an application before starting the team conversation.');
  end if;
  insert into public.conversations (kind, title, job_id, unique_key, created_by)
  values ('group', v_title, p_job_id, 'team:' || p_job_id, uid)
  on conflict (unique_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.conversations where unique_key = 'team:' || p_job_id;
  end if;
  insert into public.conversation_members (id, conversation_id, user_id, role)
  select v_id || ':' || m.user_id, v_id, m.user_id, m.role
  from (select uid as user_id, 'owner' as role
        union
        select a.applicant_id, 'member' from public.job_applications a
        where a.job_id = p_job_id and a.status = 'accepted' and not a._deleted) m
  on conflict (id) do nothing;
  return v_id;
end
$$;

-- The caller's own probe conversation (/test-chat): only them in it, so a connection check
-- notifies nobody; archived, so it stays out of their inbox.
create or replace function public.start_probe_conversation() returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := public.require_uid();
  v_id uuid;
begin
  insert into public.conversations (kind, title, unique_key, created_by)
  values ('group', 'Connection checks', 'probe:' || uid, uid)
  on conflict (unique_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.conversations where unique_key = 'probe:' || uid;
  end if;
  insert into public.conversation_members (id, conversation_id, user_id, role, archived)
  values (v_id || ':' || uid, v_id, uid, 'owner', true)
  on conflict (id) do nothing;
  return v_id;
end
$$;

-- Marks the conversation read up to a message (its server time), as the app does on the device.
create or replace function public.mark_conversation_read(p_conversation_id uuid, p_message_id uuid)
  returns void
  language plpgsql security invoker set search_path = ''
as $$
declare
  v_sent timestamptz;
begin
  select m.sent_at into v_sent from public.messages m
  where m.id = p_message_id and m.conversation_id = p_conversation_id;
  if v_sent is null then
    raise exception 'No such message in this conversation' using errcode = 'P0002';
  end if;
  update public.conversation_members set last_read_at = v_sent
  where id = p_conversation_id || ':' || (select auth.uid());
end
$$;

-- The caller's unread messages per conversation they are in.
create or replace function public.conversation_unread_counts()
  returns table (conversation_id uuid, unread integer, muted boolean)
  language sql stable security invoker set search_path = ''
as $$
  select m.conversation_id, m.unread_count, m.muted from public.conversation_members m
  where m.user_id = (select auth.uid()) and m.left_at is null and not m._deleted
$$;

-- The device's pull of messages (SYNC-MSG-1): of each conversation, the newest kept per
-- conversation that the caller may read, changed after the checkpoint, in checkpoint order.
-- Security definer: it reads only the caller's memberships and applies messages_select's rule
-- itself (past members up to when they left); under RLS the policy's per-row check made a page
-- for a member of 345 conversations take 1.3 s instead of 0.1 s.
create or replace function public.pull_messages(p_after_modified timestamptz, p_after_id uuid,
  p_limit integer) returns setof public.messages
  language sql stable security definer set search_path = ''
as $$
  select k.* from public.conversation_members cm
  cross join lateral (
    select m.* from public.messages m
    where m.conversation_id = cm.conversation_id
      and (cm.left_at is null or m.sent_at <= cm.left_at)
    order by m.sent_at desc, m.id desc
    limit public.messages_kept_per_conversation()) k
  where cm.user_id = (select auth.uid()) and not cm._deleted
    and (p_after_modified is null or k._modified > p_after_modified
      or (k._modified = p_after_modified and k.id > p_after_id))
  order by k._modified, k.id
  limit p_limit
$$;

-- Messages of a conversation sent before p_before, newest first (scrolling back, online).
create or replace function public.older_messages(p_conversation_id uuid, p_before timestamptz,
  p_limit integer default 50) returns setof public.messages
  language sql stable security invoker set search_path = ''
as $$
  select m.* from public.messages m
  where m.conversation_id = p_conversation_id and m.sent_at < p_before
  order by m.sent_at desc, m.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200)
$$;

revoke execute on function public.start_conversation(uuid, uuid),
  public.start_job_team_conversation(uuid), public.start_probe_conversation(), public.mark_conversation_read(uuid, uuid),
  public.conversation_unread_counts(), public.pull_messages(timestamptz, uuid, integer),
  public.older_messages(uuid, timestamptz, integer) from public, anon;
grant execute on function public.start_conversation(uuid, uuid),
  public.start_job_team_conversation(uuid), public.start_probe_conversation(), public.mark_conversation_read(uuid, uuid),
  public.conversation_unread_counts(), public.pull_messages(timestamptz, uuid, integer),
  public.older_messages(uuid, timestamptz, integer) to authenticated;

-- A conversation's realtime channel, `conversation:<id>` (private): typing and presence. Only its
-- current members may join it, listen or send (hosted Realtime and the local server both ask
-- these policies).
create or replace function public.is_conversation_topic_member(p_topic text) returns boolean
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_topic is null or p_topic !~ '^conversation:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return public.is_conversation_member(substr(p_topic, 14)::uuid);
end
$$;
grant execute on function public.is_conversation_topic_member(text) to authenticated;

create policy conversation_channel_read on realtime.messages for select to authenticated
  using (extension in ('broadcast', 'presence')
    and (select public.is_conversation_topic_member(realtime.topic())));
create policy conversation_channel_write on realtime.messages for insert to authenticated
  with check (extension in ('broadcast', 'presence')
    and (select public.is_conversation_topic_member(realtime.topic())));

-- Chat files: their sender (chat_select_owner), and the members who may read a message naming
-- them. Only the sender's messages that carry files are looked at (a partial index; scanning the
-- history took 2.5 s a download with 200,000 messages), and the name must be an element of the
-- list, not part of one.
create index messages_attachments_user_idx on public.messages (user_id) where attachments <> '[]';
create or replace function public.can_read_chat_file(p_name text) returns boolean
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_name is null
    or p_name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/' then
    return false;
  end if;
  return exists (select 1 from public.messages m
    where m.user_id = substr(p_name, 1, 36)::uuid and m.attachments <> '[]'
      and m.attachments::jsonb ? p_name
      and public.can_read_conversation_at(m.conversation_id, m.sent_at));
end
$$;
revoke execute on function public.can_read_chat_file(text) from public, anon;
grant execute on function public.can_read_chat_file(text) to authenticated;

create policy chat_select_conversation on storage.objects for select to authenticated
  using (bucket_id = 'chat' and public.can_read_chat_file(name));
