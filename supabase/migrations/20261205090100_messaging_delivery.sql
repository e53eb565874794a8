-- Messaging (issue 32), what happens when a message arrives: the conversation's last message,
-- the other members' unread counts, and one notification per conversation for each member who
-- has not muted it (grouped: a second message updates the unread notification instead of adding
-- one). Reading the conversation marks its notification read.

alter table public.notifications drop constraint notifications_type_valid;
alter table public.notifications add constraint notifications_type_valid check (type in ('like',
  'comment', 'follow', 'achievement', 'other', 'application_received', 'application_status',
  'role_request', 'job', 'system', 'message'));
create index notifications_unread_message_idx on public.notifications (user_id, (data::jsonb ->> 'conversation_id'))
  where type = 'message' and not read;

-- The list's one-line preview of a message: its text, else what it carries.
create or replace function public.message_preview(p_body text, p_attachments text) returns text
  language sql immutable set search_path = ''
as $$
  select case
    when p_body <> '' then left(regexp_replace(p_body, '\s+', ' ', 'g'), 140)
    when p_attachments <> '[]' then ''
    else '' end
$$;

-- A grouped notification's title: the first message names its sender; more give the count.
create or replace function public.message_notification_title(p_count integer, p_sender text,
  p_group text) returns text
  language sql immutable set search_path = ''
as $$
  select case when p_count <= 1 then 'New message from ' || p_sender
    when p_group is null then format('%s new messages from %s', p_count, p_sender)
    else format('%s new messages in %s', p_count, p_group) end
$$;

-- A notification's text: the message's preview, or what it carries.
create or replace function public.message_notification_text(p_body text, p_attachments text)
  returns text
  language sql immutable set search_path = ''
as $$
  select coalesce(nullif(public.message_preview(p_body, p_attachments), ''), 'Sent an attachment')
$$;

-- Marks a member's unread notifications of a conversation read.
create or replace function public.read_message_notifications(p_user_id uuid,
  p_conversation_id uuid) returns void
  language sql security definer set search_path = ''
as $$
  update public.notifications set read = true
  where user_id = p_user_id and type = 'message' and not read
    and data::jsonb ->> 'conversation_id' = p_conversation_id::text
$$;
revoke execute on function public.read_message_notifications(uuid, uuid)
  from public, anon, authenticated;

create or replace function public.messages_after_insert() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_sender text;
  v_conversation public.conversations;
  v_member record;
  v_note public.notifications;
  v_count integer;
  v_data jsonb;
begin
  update public.conversations c set last_message_at = new.sent_at, last_message_id = new.id,
    last_message_preview = public.message_preview(new.body, new.attachments),
    last_message_sender = new.user_id
  where c.id = new.conversation_id
    and (c.last_message_at is null or c.last_message_at <= new.sent_at)
  returning * into v_conversation;
  if v_conversation.id is null then
    select * into v_conversation from public.conversations where id = new.conversation_id;
  end if;
  select coalesce(p.full_name, 'Someone') into v_sender
  from public.user_profiles p where p.user_id = new.user_id;
  v_sender := coalesce(v_sender, 'Someone');
  for v_member in
    update public.conversation_members m set unread_count = m.unread_count + 1,
      archived = false
    where m.conversation_id = new.conversation_id and m.user_id <> new.user_id
      and m.left_at is null and not m._deleted
    returning m.user_id, m.muted, m.unread_count
  loop
    continue when v_member.muted;
    v_count := v_member.unread_count;
    v_data := jsonb_build_object('kind', 'message', 'conversation_id', new.conversation_id,
      'message_id', new.id, 'sender_name', v_sender, 'title', v_conversation.title,
      'count', v_count, 'preview', public.message_preview(new.body, new.attachments));
    select * into v_note from public.notifications n
    where n.user_id = v_member.user_id and n.type = 'message' and not n.read
      and n.data::jsonb ->> 'conversation_id' = new.conversation_id::text
    order by n.created_at desc limit 1;
    if v_note.id is null then
      perform public.notify(v_member.user_id, 'message',
        public.message_notification_title(v_count, v_sender, v_conversation.title),
        public.message_notification_text(new.body, new.attachments),
        v_data, null);
    else
      update public.notifications set
        title = public.message_notification_title(v_count, v_sender, v_conversation.title),
        message = public.message_notification_text(new.body, new.attachments),
        data = v_data::text, created_at = now()
      where id = v_note.id;
    end if;
  end loop;
  return null;
end
$$;
create trigger messages_after_insert after insert on public.messages
  for each row execute function public.messages_after_insert();

-- An edited or deleted message that is the conversation's last changes its preview. A deleted
-- one no longer counts as unread, and its words leave the notifications (it may have gone to the
-- wrong chat): a member with nothing left unread has theirs read; a notification that showed it
-- shows the newest message still unread instead.
create or replace function public.messages_after_update() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_member record;
  v_last public.messages;
  v_sender text;
  v_title text;
begin
  if new.body is not distinct from old.body and new.deleted_at is not distinct from old.deleted_at then
    return null;
  end if;
  update public.conversations set last_message_preview = public.message_preview(new.body, new.attachments)
  where id = new.conversation_id and last_message_id = new.id;
  if new.deleted_at is null or old.deleted_at is not null then
    return null;
  end if;
  select c.title into v_title from public.conversations c where c.id = new.conversation_id;
  for v_member in
    update public.conversation_members m set unread_count = greatest(m.unread_count - 1, 0)
    where m.conversation_id = new.conversation_id and m.user_id <> new.user_id
      and m.left_at is null and (m.last_read_at is null or m.last_read_at < new.sent_at)
    returning m.user_id, m.unread_count, m.last_read_at
  loop
    if v_member.unread_count = 0 then
      perform public.read_message_notifications(v_member.user_id, new.conversation_id);
      continue;
    end if;
    select * into v_last from public.messages m
    where m.conversation_id = new.conversation_id and m.user_id <> v_member.user_id
      and m.deleted_at is null and (v_member.last_read_at is null or m.sent_at > v_member.last_read_at)
    order by m.sent_at desc, m.id desc limit 1;
    select coalesce(p.full_name, 'Someone') into v_sender
    from public.user_profiles p where p.user_id = v_last.user_id;
    update public.notifications n set
      title = public.message_notification_title(v_member.unread_count,
        coalesce(v_sender, 'Someone'), v_title),
      message = public.message_notification_text(v_last.body, v_last.attachments),
      data = (n.data::jsonb || jsonb_build_object('message_id', v_last.id,
        'sender_name', coalesce(v_sender, 'Someone'), 'count', v_member.unread_count,
        'preview', public.message_preview(v_last.body, v_last.attachments)))::text
    where n.user_id = v_member.user_id and n.type = 'message' and not n.read
      and n.data::jsonb ->> 'conversation_id' = new.conversation_id::text
      and n.data::jsonb ->> 'message_id' = new.id::text;
  end loop;
  return null;
end
$$;
create trigger messages_after_update after update on public.messages
  for each row execute function public.messages_after_update();

-- Reading a conversation reads its message notification.
create or replace function public.conversation_members_after_read() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.last_read_at is distinct from old.last_read_at and new.unread_count = 0 then
    perform public.read_message_notifications(new.user_id, new.conversation_id);
  end if;
  return null;
end
$$;
create trigger conversation_members_after_read after update on public.conversation_members
  for each row execute function public.conversation_members_after_read();
