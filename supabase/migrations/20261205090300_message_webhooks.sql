-- Outgoing webhooks (issue 36) learn chat (issue 32): `message.received` goes to the webhooks of
-- each member a message reaches (not its sender's), so a person can forward their messages to
-- the tools they already use. Personal only: a conversation is its members', not an
-- organization's. Deleted messages, and members who left or muted the conversation, get none.
create or replace function public.webhook_events() returns text[]
  language sql immutable set search_path = ''
as $$ select array['application.created', 'application.status_changed', 'job.filled',
  'message.received'] $$;

create or replace function public.webhooks_on_message() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_member record;
  v_data jsonb;
begin
  select jsonb_build_object(
      'message', jsonb_build_object('id', new.id, 'body', new.body,
        'attachments', jsonb_array_length(new.attachments::jsonb), 'sent_at', new.sent_at,
        'reply_to', new.reply_to),
      'sender', jsonb_build_object('id', new.user_id,
        'name', (select p.full_name from public.user_profiles p where p.user_id = new.user_id)),
      'conversation', jsonb_build_object('id', c.id, 'kind', c.kind, 'title', c.title,
        'job_id', c.job_id))
    into v_data
  from public.conversations c where c.id = new.conversation_id;
  for v_member in
    select m.user_id from public.conversation_members m
    where m.conversation_id = new.conversation_id and m.user_id <> new.user_id
      and m.left_at is null and not m.muted and not m._deleted
  loop
    perform public.queue_webhook_event('message.received', v_member.user_id, null, v_data);
  end loop;
  return null;
end
$$;
revoke execute on function public.webhooks_on_message() from public, anon, authenticated;

create trigger messages_webhooks after insert on public.messages
  for each row execute function public.webhooks_on_message();
