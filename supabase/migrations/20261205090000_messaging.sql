-- Messaging (issue 32): conversations (one-to-one, or a group such as a job's hired team), their
-- members and messages. All three replicate to the members' devices (RLS decides); messages are
-- written on the device, offline too, and pushed in order. The server stamps when it received a
-- message (`sent_at`), keeps each member's unread count, and notifies members who are not muted.

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  kind text not null default 'direct',
  -- A group's name; a one-to-one conversation is named after the other person.
  title text,
  job_id uuid references public.jobs (id) on delete set null,
  application_id uuid references public.job_applications (id) on delete set null,
  -- One direct conversation per pair (and application), one team conversation per job.
  unique_key text unique,
  created_by uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  last_message_id uuid,
  last_message_preview text not null default '',
  last_message_sender uuid,
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint conversations_kind_valid check (kind in ('direct', 'group')),
  constraint conversations_title_length
    check (title is null or public.text_len(title) between 1 and 100),
  constraint conversations_title_no_html check (public.has_no_html(title))
);
create index conversations_modified_idx on public.conversations (_modified, id);
create trigger conversations_stamp_modified before insert or update on public.conversations
  for each row execute function public.stamp_modified();

-- A member's own state: what they have read and received, mute and archive, and whether they
-- left. The id is both keys, as saved_jobs, so the row is the same on every device.
create table public.conversation_members (
  id text primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member',
  joined_at timestamptz not null default now(),
  left_at timestamptz,
  -- Server times (a message's sent_at) up to which the member has read or received messages.
  last_read_at timestamptz,
  last_delivered_at timestamptz,
  unread_count integer not null default 0,
  muted boolean not null default false,
  archived boolean not null default false,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint conversation_members_id_format check (id = conversation_id::text || ':' || user_id::text),
  constraint conversation_members_role_valid check (role in ('owner', 'member')),
  constraint conversation_members_unread_positive check (unread_count >= 0)
);
create unique index conversation_members_pair_key
  on public.conversation_members (conversation_id, user_id);
create index conversation_members_user_idx on public.conversation_members (user_id, conversation_id);
create index conversation_members_modified_idx on public.conversation_members (_modified, id);
create trigger conversation_members_stamp_modified before insert or update
  on public.conversation_members for each row execute function public.stamp_modified();

-- The id comes from the device that wrote the message, so a message sent twice (a retried push)
-- is one row (SYNC-PUSH-2). `created_at` is when it was written there (the order the writer saw,
-- offline included); `sent_at` is when the server received it (read receipts compare to it).
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null default '',
  -- Photos and files in the chat bucket, a JSON list of paths (<sender>/<uuid>.<ext>), and the
  -- names the files had on the sender's device, in the same order.
  attachments text not null default '[]',
  attachment_names text not null default '[]',
  reply_to uuid,
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint messages_body_length check (
    (deleted_at is not null and body = '')
    or public.text_len(body) between 1 and 4000
    or (body = '' and attachments <> '[]')),
  constraint messages_attachments_format
    check (public.is_text_list(attachments, 6, 200) and public.is_text_list(attachment_names, 6, 255))
);
create index messages_conversation_sent_idx on public.messages (conversation_id, sent_at desc, id);
create index messages_modified_idx on public.messages (_modified, id);
create index messages_user_idx on public.messages (user_id, sent_at);
create trigger messages_stamp_modified before insert or update on public.messages
  for each row execute function public.stamp_modified();

-- A chat file's path: the sender's folder, a uuid and one of the chat bucket's kinds.
create or replace function public.is_chat_file_list(p_value text, p_owner uuid) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select coalesce((
    select bool_and(e.path ~ ('^' || p_owner::text
        || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.'
        || '(webp|jpg|png|pdf|doc|docx|xls|xlsx|ppt|pptx|odt|ods|txt|csv)$'))
      and count(*) = count(distinct e.path)
    from jsonb_array_elements_text(p_value::jsonb) e(path)), true)
$$;
alter table public.messages add constraint messages_attachments_owned
  check (public.is_chat_file_list(attachments, user_id));

-- Whether the caller is in the conversation now (left members read what came before they left).
create or replace function public.is_conversation_member(p_conversation_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.conversation_members m
    where m.conversation_id = p_conversation_id and m.user_id = (select auth.uid())
      and m.left_at is null and not m._deleted)
$$;

-- When the caller's membership lets them read a message sent at p_sent_at; null: never.
create or replace function public.can_read_conversation_at(p_conversation_id uuid, p_sent_at timestamptz)
  returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.conversation_members m
    where m.conversation_id = p_conversation_id and m.user_id = (select auth.uid())
      and not m._deleted and (m.left_at is null or p_sent_at <= m.left_at))
$$;

-- Messages: who may write, what the server stamps, and what a sender may change afterwards.
create or replace function public.messages_guard() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_now timestamptz := now();
begin
  if public.is_trusted_writer() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if not public.is_conversation_member(new.conversation_id) then
      perform public.raise_check('messages', 'messages_sender_member',
        'Only members of the conversation can send messages to it.');
    end if;
    new.sent_at := v_now;
    -- A device's clock can be wrong: a message is never from the future.
    new.created_at := least(coalesce(new.created_at, v_now), v_now);
    new.edited_at := null;
    new.deleted_at := null;
    new._deleted := false;
    if new.reply_to is not null and not exists (select 1 from public.messages r
        where r.id = new.reply_to and r.conversation_id = new.conversation_id) then
      new.reply_to := null;
    end if;
    return new;
  end if;
  if new.conversation_id <> old.conversation_id or new.user_id <> old.user_id
    or new.created_at <> old.created_at or new.sent_at <> old.sent_at
    or new.reply_to is distinct from old.reply_to or new._deleted <> old._deleted then
    raise exception 'Only the text of a message can be changed' using errcode = '42501';
  end if;
  if old.deleted_at is not null then
    perform public.raise_check('messages', 'messages_deleted_final', 'A deleted message stays deleted.');
  end if;
  if new.deleted_at is not null then
    new.deleted_at := v_now;
    new.body := '';
    new.attachments := '[]';
    new.attachment_names := '[]';
    return new;
  end if;
  if new.attachments <> old.attachments or new.attachment_names <> old.attachment_names then
    raise exception 'Attachments of a sent message cannot be changed' using errcode = '42501';
  end if;
  if new.body <> old.body then
    new.edited_at := v_now;
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end
$$;
create trigger messages_guard before insert or update on public.messages
  for each row execute function public.messages_guard();

-- Nothing points at a file the server lacks (as refuse_missing_files for photo columns): each
-- path a message adds must be an uploaded object in the chat bucket.
create or replace function public.refuse_missing_chat_files() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_path text;
begin
  if tg_op = 'UPDATE' and new.attachments is not distinct from old.attachments then
    return new;
  end if;
  -- A malformed list or a path outside the sender's folder is left to its check constraint
  -- (messages_attachments_format, _owned; they run after this trigger and name the rule).
  if not public.is_text_list(new.attachments, 6, 200) then
    return new;
  end if;
  if not public.is_chat_file_list(new.attachments, new.user_id) then
    return new;
  end if;
  for v_path in select jsonb_array_elements_text(new.attachments::jsonb) loop
    if not public.storage_object_exists('chat', v_path) then
      raise exception 'The file has not been uploaded: %', v_path
        using errcode = '23503', schema = tg_table_schema, table = tg_table_name,
          column = 'attachments', hint = 'Upload the file to the chat bucket before sending.';
    end if;
  end loop;
  return new;
end
$$;

create trigger messages_attachments_uploaded
  before insert or update of attachments on public.messages
  for each row execute function public.refuse_missing_chat_files();

-- A member changes only their own state: read and received marks (which only move forward and
-- never past now), mute, archive, and leaving (once; joining again is start_conversation's).
create or replace function public.conversation_members_guard() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if public.is_trusted_writer() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    raise exception 'Members are added by starting a conversation' using errcode = '42501';
  end if;
  if new.conversation_id <> old.conversation_id or new.user_id <> old.user_id
    or new.role <> old.role or new.joined_at <> old.joined_at or new._deleted <> old._deleted then
    raise exception 'Only your own read, mute, archive and leave state can be changed'
      using errcode = '42501';
  end if;
  if old.left_at is not null and new.left_at is distinct from old.left_at then
    perform public.raise_check('conversation_members', 'conversation_members_left_final',
      'Start the conversation again to rejoin it.');
  end if;
  if new.left_at is not null and old.left_at is null then
    new.left_at := now();
  end if;
  -- least() skips nulls: a null mark (a device that has read nothing yet) keeps the server's
  -- instead of marking everything up to now.
  new.last_read_at := greatest(old.last_read_at,
    case when new.last_read_at is not null then least(new.last_read_at, now()) end);
  new.last_delivered_at := greatest(old.last_delivered_at, new.last_read_at,
    case when new.last_delivered_at is not null then least(new.last_delivered_at, now()) end);
  -- The count is the server's: recounted whenever the read mark moves (or the member leaves).
  if new.left_at is not null then
    new.unread_count := 0;
  elsif new.last_read_at is distinct from old.last_read_at then
    new.unread_count := public.count_unread(new.conversation_id, new.user_id, new.last_read_at);
  else
    new.unread_count := old.unread_count;
  end if;
  return new;
end
$$;

-- Messages from others sent after p_read_at that are not deleted; a person counts only their own.
create or replace function public.count_unread(p_conversation_id uuid, p_user_id uuid,
  p_read_at timestamptz) returns integer
  language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.messages m
  where m.conversation_id = p_conversation_id and m.user_id <> p_user_id
    and m.deleted_at is null and (p_read_at is null or m.sent_at > p_read_at)
    and ((select auth.uid()) is null or (select auth.uid()) = p_user_id)
$$;
revoke execute on function public.count_unread(uuid, uuid, timestamptz) from public, anon;
grant execute on function public.count_unread(uuid, uuid, timestamptz) to authenticated;

create trigger conversation_members_guard before insert or update on public.conversation_members
  for each row execute function public.conversation_members_guard();

alter table public.conversations enable row level security;
alter table public.conversation_members enable row level security;
alter table public.messages enable row level security;

-- A member (past members included: they keep the conversation as it was when they left).
create policy conversations_select on public.conversations for select to authenticated
  using (exists (select 1 from public.conversation_members m
    where m.conversation_id = conversations.id and m.user_id = (select auth.uid()) and not m._deleted));
-- Members see who else is in their conversations; only their own row is theirs to change.
create policy conversation_members_select on public.conversation_members for select to authenticated
  using (user_id = (select auth.uid())
    or (select public.can_read_conversation_at(conversation_id, now())));
create policy conversation_members_update on public.conversation_members for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy messages_select on public.messages for select to authenticated
  using ((select public.can_read_conversation_at(conversation_id, sent_at)));
create policy messages_insert on public.messages for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_conversation_member(conversation_id)));
create policy messages_update on public.messages for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

revoke all on public.conversations, public.conversation_members, public.messages from anon;
revoke insert, update, delete on public.conversations from authenticated;
revoke insert, delete on public.conversation_members from authenticated;
revoke delete on public.messages from authenticated;
grant select on public.conversations to authenticated;
grant select, update on public.conversation_members to authenticated;
grant select, insert, update on public.messages to authenticated;
alter publication supabase_realtime add table public.conversations, public.conversation_members,
  public.messages;
