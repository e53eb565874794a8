-- Files and photos (issue 29): the product's Storage buckets, who may read and write their objects,
-- and the columns that point at stored files. Buckets and policies are written as a hosted
-- project's own migrations write them (storage's tables belong to supabase_storage_admin there, so
-- nothing here alters them). Every path is `<owner user id>/<uuid>.<ext>`: the first folder is
-- the owner, which the write policies and the column checks both rely on.

-- Buckets (id = name). Storage enforces the limits before any policy runs. A bucket already made
-- by hand in a hosted project's dashboard ends with exactly these settings.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  -- Profile photos and company logos.
  ('avatars', 'avatars', true, 5242880, array['image/webp', 'image/jpeg', 'image/png']),
  ('portfolio', 'portfolio', true, 10485760, array['image/webp', 'image/jpeg', 'image/png']),
  -- Trade-ticket and licence scans sent for verification.
  ('verification', 'verification', false, 10485760,
    array['image/webp', 'image/jpeg', 'image/png', 'application/pdf']),
  ('posts', 'posts', false, 10485760, array['image/webp', 'image/jpeg', 'image/png']),
  -- Chat attachments: photos, PDFs and the office documents a quote or invoice comes in.
  ('chat', 'chat', false, 26214400, array[
    'image/webp', 'image/jpeg', 'image/png', 'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'text/plain', 'text/csv'])
on conflict (id) do update set
  name = excluded.name,
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Writing: a signed-in user adds, replaces, moves and removes objects in their own folder only,
-- in every bucket. One policy per bucket and command, named <bucket>_<command>_own_folder.
do $$
declare
  bucket text;
  command text;
  own_folder text;
begin
  foreach bucket in array array['avatars', 'portfolio', 'verification', 'posts', 'chat'] loop
    own_folder := format(
      'bucket_id = %L and (storage.foldername(name))[1] = (select auth.uid())::text', bucket);
    foreach command in array array['insert', 'update', 'delete'] loop
      execute format('create policy %I on storage.objects for %s to authenticated %s',
        bucket || '_' || command || '_own_folder', command,
        case command
          when 'insert' then format('with check (%s)', own_folder)
          when 'update' then format('using (%s) with check (%s)', own_folder, own_folder)
          else format('using (%s)', own_folder)
        end);
    end loop;
  end loop;
end
$$;

-- Reading. Public buckets: their bytes are public through the public URL anyway (which anon uses;
-- it bypasses policies), so any signed-in user may also read and list their objects.
create policy avatars_select_signed_in on storage.objects for select to authenticated
  using (bucket_id = 'avatars');
create policy portfolio_select_signed_in on storage.objects for select to authenticated
  using (bucket_id = 'portfolio');

-- Verification scans: the owner, and those who review them (administrators and auditors).
create policy verification_select_owner_or_reviewer on storage.objects for select to authenticated
  using (
    bucket_id = 'verification'
    and ((storage.foldername(name))[1] = (select auth.uid())::text
      or (select public.is_admin())
      or (select public.holds_role('auditor')))
  );

-- Posts and chat: the owner only for now. The social-posts and messaging issues, which create
-- the posts and conversations tables, widen these to whoever may read the post or conversation.
create policy posts_select_owner on storage.objects for select to authenticated
  using (bucket_id = 'posts' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy chat_select_owner on storage.objects for select to authenticated
  using (bucket_id = 'chat' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Columns that point at stored files hold the object's path (never a URL, so local and hosted
-- databases share data). A photo path is in the row owner's folder with a uuid file name.
create or replace function public.is_owned_photo_path(p_path text, p_owner uuid) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select p_path is null or coalesce(p_path ~ ('^' || p_owner::text
    || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|jpg|png)$'), false)
$$;

-- A JSON text list (as the schema's other lists) of distinct owned photo paths, at most p_max_items.
create or replace function public.is_owned_photo_list(p_value text, p_owner uuid, p_max_items integer)
  returns boolean
  language plpgsql immutable parallel safe set search_path = ''
as $$
begin
  if p_value is null or not public.is_text_list(p_value, p_max_items, 200) then
    return false;
  end if;
  return (
    select bool_and(public.is_owned_photo_path(e.path, p_owner)) is not false
      and count(*) = count(distinct e.path)
    from jsonb_array_elements_text(p_value::jsonb) e(path)
  );
end
$$;

alter table public.user_profiles add column avatar_path text,
  add constraint user_profiles_avatar_path_format check (public.is_owned_photo_path(avatar_path, user_id));
alter table public.company_profiles add column logo_path text,
  add constraint company_profiles_logo_path_format check (public.is_owned_photo_path(logo_path, user_id));
alter table public.portfolio_items add column photos text not null default '[]',
  add constraint portfolio_items_photos_valid check (public.is_owned_photo_list(photos, user_id, 10));

-- Whether an object exists. Security definer: the writer of a row may not be allowed to read the
-- object itself (private buckets, an admin editing someone's row), yet the check must see it.
create or replace function public.storage_object_exists(p_bucket_id text, p_name text)
  returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from storage.objects o where o.bucket_id = p_bucket_id and o.name = p_name)
$$;
revoke execute on function public.storage_object_exists(text, text) from public, anon;
grant execute on function public.storage_object_exists(text, text) to authenticated, service_role;

-- Nothing points at a file the server lacks: a path newly written to a file column must name an
-- uploaded object. Arguments: the column, its bucket and, for a JSON list of paths, the list's
-- most items. A malformed value is left to the column's check constraint (it runs after this
-- trigger and names the rule). 23503 as for a missing foreign key: class 23 is a final sync error
-- in the app, so the device keeps the row and says why.
create or replace function public.refuse_missing_files() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_column text := tg_argv[0];
  v_bucket text := tg_argv[1];
  v_new text := to_jsonb(new) ->> v_column;
  v_old text;
  v_paths text[];
  v_path text;
begin
  if tg_op = 'UPDATE' then
    v_old := to_jsonb(old) ->> v_column;
  end if;
  if v_new is not distinct from v_old then
    return new;
  end if;
  if tg_nargs > 2 then
    if not public.is_owned_photo_list(v_new, new.user_id, tg_argv[2]::integer) then
      return new;
    end if;
    -- Only the paths this write adds: those already in the list were checked when added.
    v_paths := array(
      select jsonb_array_elements_text(v_new::jsonb)
      except
      select jsonb_array_elements_text(coalesce(v_old, '[]')::jsonb));
  elsif v_new is null or not public.is_owned_photo_path(v_new, new.user_id) then
    return new;
  else
    v_paths := array[v_new];
  end if;
  foreach v_path in array v_paths loop
    if not public.storage_object_exists(v_bucket, v_path) then
      raise exception 'The file has not been uploaded: %', v_path
        using errcode = '23503', schema = tg_table_schema, table = tg_table_name, column = v_column,
          hint = format('Upload the file to the %s bucket before saving the row.', v_bucket);
    end if;
  end loop;
  return new;
end
$$;

create trigger user_profiles_avatar_path_uploaded
  before insert or update of avatar_path on public.user_profiles
  for each row execute function public.refuse_missing_files('avatar_path', 'avatars');
create trigger company_profiles_logo_path_uploaded
  before insert or update of logo_path on public.company_profiles
  for each row execute function public.refuse_missing_files('logo_path', 'avatars');
-- At most 10 photos, as portfolio_items_photos_valid says.
create trigger portfolio_items_photos_uploaded
  before insert or update of photos on public.portfolio_items
  for each row execute function public.refuse_missing_files('photos', 'portfolio', '10');
