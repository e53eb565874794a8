// The schema the resource-embedding conformance tests read (passed as extraSql): publishers have
// authors (many-to-one), books point at authors twice (author and editor: ambiguous), authors have
// one profile (one-to-one), books and tags meet through a junction (many-to-many), categories
// nest (self-reference), and reviews are row-level secured (hidden ones only for their owner).
export const OWNER_ID = '5d0c1d7e-0000-4000-8000-000000000001'

export const EMBED_TEST_SQL = /* sql */ `
create table public.publishers (id int primary key, name text not null);
create table public.authors (
  id int primary key, name text not null, publisher_id int references public.publishers(id)
);
create index on public.authors (publisher_id);
create table public.author_profiles (
  author_id int primary key references public.authors(id), bio text not null
);
create table public.books (
  id int primary key,
  title text not null,
  year int not null,
  author_id int not null references public.authors(id),
  editor_id int references public.authors(id)
);
create index on public.books (author_id);
create table public.tags (id int primary key, name text not null);
create table public.book_tags (
  book_id int references public.books(id), tag_id int references public.tags(id),
  primary key (book_id, tag_id)
);
create table public.categories (
  id int primary key, name text not null, parent_id int references public.categories(id)
);
create table public.reviews (
  id int primary key,
  book_id int not null references public.books(id),
  stars int not null,
  hidden boolean not null default false,
  owner uuid
);
alter table public.reviews enable row level security;
create policy reviews_read on public.reviews for select to anon, authenticated
  using (not hidden or owner = auth.uid());

-- Computed relationships: functions taking a row and returning rows of a table.
create function public.top_reviews(public.books) returns setof public.reviews
  language sql stable as $$ select * from public.reviews where book_id = $1.id and stars >= 4 $$;
create function public.first_book(public.authors) returns setof public.books rows 1
  language sql stable as $$ select * from public.books where author_id = $1.id order by year limit 1 $$;
create function public.books_since(since int) returns setof public.books
  language sql stable as $$ select * from public.books where year >= since $$;

insert into public.publishers values (1, 'North Press'), (2, 'Prairie Books'), (3, 'Empty House');
insert into public.authors values (1, 'Ada', 1), (2, 'Bo', 1), (3, 'Cy', 2), (4, 'Di', null);
insert into public.author_profiles values (1, 'Writes about bridges'), (3, 'Poet');
insert into public.books values
  (1, 'Bridges', 2001, 1, 2), (2, 'Tunnels', 2005, 1, null), (3, 'Roads', 2010, 1, 3),
  (4, 'Poems', 1999, 3, 1), (5, 'Drafts', 2020, 2, null);
insert into public.tags values (1, 'engineering'), (2, 'poetry'), (3, 'history');
insert into public.book_tags values (1, 1), (1, 3), (2, 1), (4, 2);
insert into public.categories values (1, 'Trades', null), (2, 'Welding', 1), (3, 'Carpentry', 1);
insert into public.reviews values
  (1, 1, 5, false, null), (2, 1, 4, false, null), (3, 1, 1, true, '${OWNER_ID}'),
  (4, 4, 3, true, '${OWNER_ID}');
`
